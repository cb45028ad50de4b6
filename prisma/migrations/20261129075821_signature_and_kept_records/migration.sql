-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "erasedAt" TIMESTAMPTZ(3),
ADD COLUMN     "recordsKeptUntil" DATE;

-- AlterTable
ALTER TABLE "deposit_invoices" ADD COLUMN     "document" JSONB,
ADD COLUMN     "pdf" BYTEA,
ADD COLUMN     "refundedCents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "quote_acceptances" ADD COLUMN     "document" JSONB,
ADD COLUMN     "pdf" BYTEA;

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "signedAt" TIMESTAMPTZ(3),
ADD COLUMN     "signedBy" VARCHAR(100),
ADD COLUMN     "signedByUser" VARCHAR(100);

-- CreateTable
CREATE TABLE "adjustment_notes" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "issuedAt" TIMESTAMPTZ(3) NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "gstCents" INTEGER NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "issuedBy" VARCHAR(100),
    "document" JSONB NOT NULL,
    "pdf" BYTEA,
    "alertId" INTEGER,

    CONSTRAINT "adjustment_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "adjustment_notes_number_key" ON "adjustment_notes"("number");

-- CreateIndex
CREATE UNIQUE INDEX "adjustment_notes_alertId_key" ON "adjustment_notes"("alertId");

-- CreateIndex
CREATE INDEX "adjustment_notes_invoiceId_idx" ON "adjustment_notes"("invoiceId");

-- CreateIndex
CREATE INDEX "adjustment_notes_issuedAt_idx" ON "adjustment_notes"("issuedAt");

-- AddForeignKey
ALTER TABLE "adjustment_notes" ADD CONSTRAINT "adjustment_notes_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "deposit_invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A refund never exceeds what the invoice was for (lib/quotes/refund.ts checks it in the same UPDATE).
ALTER TABLE "deposit_invoices" ADD CONSTRAINT "deposit_invoices_refunded_check" CHECK ("refundedCents" >= 0 AND "refundedCents" <= "totalCents");
