-- AlterTable
ALTER TABLE "deposit_invoices" ADD COLUMN     "checkoutExpiresAt" TIMESTAMPTZ(3),
ADD COLUMN     "checkoutSessionId" VARCHAR(255);
