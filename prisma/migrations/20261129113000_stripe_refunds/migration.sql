-- AlterTable
ALTER TABLE "adjustment_notes" ADD COLUMN     "refundId" INTEGER;

-- AlterTable
ALTER TABLE "deposit_invoices" ADD COLUMN     "refundPendingCents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "stripe_events" ADD COLUMN     "refundId" INTEGER;

-- CreateTable
CREATE TABLE "stripe_refunds" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "requestedBy" VARCHAR(100),
    "requestedAt" TIMESTAMPTZ(3) NOT NULL,
    "paymentId" VARCHAR(255) NOT NULL,
    "stripeId" VARCHAR(255),
    "status" VARCHAR(10) NOT NULL DEFAULT 'pending',
    "failureReason" VARCHAR(500),
    "settledAt" TIMESTAMPTZ(3),

    CONSTRAINT "stripe_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "stripe_refunds_stripeId_key" ON "stripe_refunds"("stripeId");

-- CreateIndex
CREATE INDEX "stripe_refunds_invoiceId_idx" ON "stripe_refunds"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "adjustment_notes_refundId_key" ON "adjustment_notes"("refundId");

-- AddForeignKey
ALTER TABLE "adjustment_notes" ADD CONSTRAINT "adjustment_notes_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "stripe_refunds"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stripe_refunds" ADD CONSTRAINT "stripe_refunds_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "deposit_invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What is refunded and what is reserved for card refunds awaiting Stripe never passes the invoice
-- together (lib/quotes/refund.ts checks it in the UPDATE that reserves).
ALTER TABLE "deposit_invoices" ADD CONSTRAINT "deposit_invoices_refund_pending_check" CHECK ("refundPendingCents" >= 0 AND "refundedCents" + "refundPendingCents" <= "totalCents");
ALTER TABLE "stripe_refunds" ADD CONSTRAINT "stripe_refunds_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed', 'error'));
ALTER TABLE "stripe_refunds" ADD CONSTRAINT "stripe_refunds_amount_check" CHECK ("amountCents" > 0);
