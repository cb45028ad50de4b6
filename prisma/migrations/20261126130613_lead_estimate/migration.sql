-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN     "estimate" JSONB;

-- AlterTable
ALTER TABLE "spam_requests" ADD COLUMN     "estimate" JSONB;
