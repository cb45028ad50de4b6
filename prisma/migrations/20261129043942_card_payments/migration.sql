-- AlterTable
ALTER TABLE "deposit_invoices" ADD COLUMN     "paidMethod" VARCHAR(20),
ADD COLUMN     "paymentId" VARCHAR(255);

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" VARCHAR(255) NOT NULL,
    "type" VARCHAR(100) NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "quoteId" INTEGER,
    "outcome" VARCHAR(20) NOT NULL,
    "amountCents" INTEGER,
    "currency" VARCHAR(3),
    "paymentId" VARCHAR(255),

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stripe_events_quoteId_idx" ON "stripe_events"("quoteId");
