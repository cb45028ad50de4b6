-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN     "decidedAt" TIMESTAMPTZ(3),
ADD COLUMN     "firstResponseAt" TIMESTAMPTZ(3),
ADD COLUMN     "lost_reason" VARCHAR(20),
ADD COLUMN     "overdueReminderAt" TIMESTAMPTZ(3),
ADD COLUMN     "quoteSentAt" TIMESTAMPTZ(3),
ADD COLUMN     "referrer" VARCHAR(255),
ADD COLUMN     "reviewRequestedAt" TIMESTAMPTZ(3),
ADD COLUMN     "status" VARCHAR(12) NOT NULL DEFAULT 'new',
ADD COLUMN     "utmCampaign" VARCHAR(100),
ADD COLUMN     "utmMedium" VARCHAR(100),
ADD COLUMN     "utmSource" VARCHAR(100);

-- AlterTable
ALTER TABLE "spam_requests" ADD COLUMN     "referrer" VARCHAR(255),
ADD COLUMN     "utmCampaign" VARCHAR(100),
ADD COLUMN     "utmMedium" VARCHAR(100),
ADD COLUMN     "utmSource" VARCHAR(100);

-- CreateTable
CREATE TABLE "quote_notes" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "body" VARCHAR(2000) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "quote_notes_quoteId_createdAt_idx" ON "quote_notes"("quoteId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "quote_notes_body_trgm_idx" ON "quote_notes" USING GIN ("body" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contact_submissions_archived_status_created_idx" ON "contact_submissions"("archived", "status", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "quote_notes" ADD CONSTRAINT "quote_notes_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The status and its lost reason: the values lib/quotes/status.ts names, and a reason exactly
-- when the request is lost.
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_status_check"
  CHECK ("status" IN ('new', 'contacted', 'quote_sent', 'won', 'lost'));
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_lost_reason_check"
  CHECK (CASE WHEN "status" = 'lost'
    THEN coalesce("lost_reason" IN ('price', 'timing', 'went_elsewhere', 'no_response', 'not_a_fit', 'other'), false)
    ELSE "lost_reason" IS NULL END);

-- A note holds text: 1 to 2,000 characters after trimming (lib/quotes/notes.ts trims).
ALTER TABLE "quote_notes" ADD CONSTRAINT "quote_notes_body_check" CHECK (length(btrim("body")) BETWEEN 1 AND 2000);

-- Requests stored before statuses existed: one already answered is Contacted, its first response
-- taken as its last reply (the only time recorded). Those already past the 20 hours count as
-- reminded: the reminder is for new arrivals, not a burst of old ones on the day this ships.
UPDATE "contact_submissions" SET "status" = 'contacted', "firstResponseAt" = "lastRepliedAt" WHERE "lastRepliedAt" IS NOT NULL;
UPDATE "contact_submissions" SET "overdueReminderAt" = now() WHERE "status" = 'new' AND "createdAt" < now() - interval '20 hours';
