-- DropIndex
DROP INDEX "deposit_invoices_quoteId_key";

-- AlterTable
ALTER TABLE "deposit_invoices" ADD COLUMN     "kind" VARCHAR(10) NOT NULL DEFAULT 'deposit';

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "completedOn" DATE;

-- AlterTable
ALTER TABLE "stripe_events" ADD COLUMN     "invoiceNumber" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "deposit_invoices_quoteId_kind_key" ON "deposit_invoices"("quoteId", "kind");

-- Every event recorded before names a deposit invoice: its quote's (one invoice per quote until now).
UPDATE "stripe_events" e SET "invoiceNumber" = d."number" FROM "deposit_invoices" d WHERE d."quoteId" = e."quoteId" AND e."invoiceNumber" IS NULL;
