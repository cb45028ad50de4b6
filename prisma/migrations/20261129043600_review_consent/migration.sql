-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN     "reviewConsentAt" TIMESTAMPTZ(3);
