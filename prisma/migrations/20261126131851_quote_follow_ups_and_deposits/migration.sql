-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "expiryNotedAt" TIMESTAMPTZ(3),
ADD COLUMN     "followedUpAt" TIMESTAMPTZ(3),
ADD COLUMN     "ownerRemindedAt" TIMESTAMPTZ(3),
ADD COLUMN     "updateRequestedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "deposit_invoices" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "issuedAt" TIMESTAMPTZ(3) NOT NULL,
    "exGstCents" INTEGER NOT NULL,
    "gstCents" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "paidOn" DATE,
    "paidMarkedAt" TIMESTAMPTZ(3),
    "remindedAt" TIMESTAMPTZ(3),

    CONSTRAINT "deposit_invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "unsubscribe_links" (
    "tokenHash" CHAR(64) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "unsubscribe_links_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "email_opt_outs" (
    "email" VARCHAR(254) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_opt_outs_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE UNIQUE INDEX "deposit_invoices_quoteId_key" ON "deposit_invoices"("quoteId");

-- CreateIndex
CREATE UNIQUE INDEX "deposit_invoices_number_key" ON "deposit_invoices"("number");

-- CreateIndex
CREATE INDEX "deposit_invoices_paidOn_issuedAt_idx" ON "deposit_invoices"("paidOn", "issuedAt");

-- CreateIndex
CREATE INDEX "quotes_status_validUntil_idx" ON "quotes"("status", "validUntil");

-- CreateIndex
CREATE INDEX "quotes_sentAt_idx" ON "quotes"("sentAt");

-- CreateIndex
CREATE INDEX "quotes_decidedAt_idx" ON "quotes"("decidedAt");

-- AddForeignKey
ALTER TABLE "deposit_invoices" ADD CONSTRAINT "deposit_invoices_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
