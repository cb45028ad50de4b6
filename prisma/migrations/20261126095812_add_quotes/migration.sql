-- AlterTable
ALTER TABLE "quote_notifications" ADD COLUMN     "writtenQuoteId" INTEGER;

-- CreateTable
CREATE TABLE "rate_card_items" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(40),
    "name" VARCHAR(120) NOT NULL,
    "unit" VARCHAR(8) NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "description" VARCHAR(500) NOT NULL DEFAULT '',
    "archivedAt" TIMESTAMPTZ(3),
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rate_card_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "terms" TEXT NOT NULL,
    "exclusions" TEXT NOT NULL,
    "validDays" INTEGER NOT NULL,
    "depositHundredths" INTEGER NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_counters" (
    "name" VARCHAR(20) NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "document_counters_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "quotes" (
    "id" SERIAL NOT NULL,
    "leadId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "status" VARCHAR(10) NOT NULL DEFAULT 'draft',
    "depositHundredths" INTEGER NOT NULL,
    "validDays" INTEGER NOT NULL,
    "validUntil" DATE,
    "notes" TEXT NOT NULL DEFAULT '',
    "exclusions" TEXT NOT NULL DEFAULT '',
    "terms" TEXT NOT NULL DEFAULT '',
    "residential" BOOLEAN NOT NULL DEFAULT true,
    "followUp" BOOLEAN NOT NULL DEFAULT true,
    "subtotalCents" INTEGER NOT NULL,
    "gstCents" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),
    "firstViewedAt" TIMESTAMPTZ(3),
    "decidedAt" TIMESTAMPTZ(3),
    "declineReason" VARCHAR(1000),
    "replacedById" INTEGER,

    CONSTRAINT "quotes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_lines" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "section" VARCHAR(80) NOT NULL DEFAULT '',
    "description" VARCHAR(500) NOT NULL,
    "quantityHundredths" INTEGER NOT NULL,
    "unit" VARCHAR(8) NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "optional" BOOLEAN NOT NULL DEFAULT false,
    "rateCardItemId" INTEGER,

    CONSTRAINT "quote_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_acceptances" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "acceptedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ip" VARCHAR(45) NOT NULL,
    "userAgent" VARCHAR(500) NOT NULL,
    "chosenLineIds" INTEGER[],
    "contentSha256" CHAR(64) NOT NULL,
    "subtotalCents" INTEGER NOT NULL,
    "gstCents" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "depositCents" INTEGER NOT NULL,

    CONSTRAINT "quote_acceptances_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_questions" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "message" VARCHAR(2000) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_links" (
    "tokenHash" CHAR(64) NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_links_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "lead_events" (
    "id" SERIAL NOT NULL,
    "leadId" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "quoteId" INTEGER,
    "data" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "lead_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "rate_card_items_key_key" ON "rate_card_items"("key");

-- CreateIndex
CREATE UNIQUE INDEX "quotes_replacedById_key" ON "quotes"("replacedById");

-- CreateIndex
CREATE INDEX "quotes_leadId_idx" ON "quotes"("leadId");

-- CreateIndex
CREATE UNIQUE INDEX "quotes_number_version_key" ON "quotes"("number", "version");

-- CreateIndex
CREATE INDEX "quote_lines_quoteId_position_idx" ON "quote_lines"("quoteId", "position");

-- CreateIndex
CREATE INDEX "quote_lines_rateCardItemId_idx" ON "quote_lines"("rateCardItemId");

-- CreateIndex
CREATE UNIQUE INDEX "quote_acceptances_quoteId_key" ON "quote_acceptances"("quoteId");

-- CreateIndex
CREATE INDEX "quote_questions_quoteId_createdAt_idx" ON "quote_questions"("quoteId", "createdAt");

-- CreateIndex
CREATE INDEX "quote_links_quoteId_idx" ON "quote_links"("quoteId");

-- CreateIndex
CREATE INDEX "lead_events_leadId_at_idx" ON "lead_events"("leadId", "at");

-- CreateIndex
CREATE INDEX "lead_events_quoteId_idx" ON "lead_events"("quoteId");

-- CreateIndex
CREATE INDEX "quote_notifications_writtenQuoteId_idx" ON "quote_notifications"("writtenQuoteId");

-- AddForeignKey
ALTER TABLE "quote_notifications" ADD CONSTRAINT "quote_notifications_writtenQuoteId_fkey" FOREIGN KEY ("writtenQuoteId") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_replacedById_fkey" FOREIGN KEY ("replacedById") REFERENCES "quotes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_rateCardItemId_fkey" FOREIGN KEY ("rateCardItemId") REFERENCES "rate_card_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_questions" ADD CONSTRAINT "quote_questions_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The values lib/rate-card/units.ts and lib/quotes/quote-schema.ts allow, held by the database too.
ALTER TABLE "rate_card_items" ADD CONSTRAINT "rate_card_items_unit_check" CHECK ("unit" IN ('m2', 'lm', 'each', 'hour', 'fixed'));
ALTER TABLE "rate_card_items" ADD CONSTRAINT "rate_card_items_price_check" CHECK ("unitPriceCents" BETWEEN 0 AND 100000000);
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_unit_check" CHECK ("unit" IN ('m2', 'lm', 'each', 'hour', 'fixed'));
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_amounts_check"
  CHECK ("quantityHundredths" BETWEEN 1 AND 9999999 AND "unitPriceCents" BETWEEN 0 AND 100000000);
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_status_check" CHECK ("status" IN ('draft', 'sent', 'accepted', 'declined', 'replaced'));
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_numbers_check"
  CHECK ("number" >= 1 AND "version" >= 1 AND "depositHundredths" BETWEEN 0 AND 10000 AND "validDays" BETWEEN 1 AND 365);
-- Every quote but a draft has been sent, and so has its valid-until day.
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sent_check"
  CHECK ("status" = 'draft' OR ("sentAt" IS NOT NULL AND "validUntil" IS NOT NULL));
ALTER TABLE "quote_questions" ADD CONSTRAINT "quote_questions_message_check" CHECK (length(btrim("message")) BETWEEN 1 AND 2000);

-- A customer who declines a quote makes the lead Lost with the reason declined_quote
-- (lib/leads/status.ts): the lost reasons of migration lead_pipeline, and this one.
ALTER TABLE "contact_submissions" DROP CONSTRAINT "contact_submissions_lost_reason_check";
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_lost_reason_check"
  CHECK (CASE WHEN "status" = 'lost'
    THEN coalesce("lost_reason" IN ('price', 'timing', 'went_elsewhere', 'no_response', 'not_a_fit', 'other', 'declined_quote'), false)
    ELSE "lost_reason" IS NULL END);
