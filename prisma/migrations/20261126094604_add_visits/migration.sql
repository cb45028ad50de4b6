-- Visits (lib/visits/): the owner's availability, the visits themselves, a log of their changes
-- that their alerts read, the customers' booking links and the owner's calendar feed; and the
-- lead status Visit booked.
-- AlterTable
ALTER TABLE "quote_notifications" ADD COLUMN     "visitChangeId" INTEGER;

-- CreateTable
CREATE TABLE "visit_availability" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "settings" JSONB NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visit_availability_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visits" (
    "id" SERIAL NOT NULL,
    "leadId" INTEGER NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "busyUntil" TIMESTAMPTZ(3) NOT NULL,
    "during" tstzrange GENERATED ALWAYS AS (tstzrange("startsAt", "busyUntil", '[)')) STORED,
    "street" VARCHAR(120) NOT NULL,
    "suburb" VARCHAR(60) NOT NULL,
    "postcode" CHAR(4) NOT NULL,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "cancelledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visit_changes" (
    "id" SERIAL NOT NULL,
    "visitId" INTEGER NOT NULL,
    "kind" VARCHAR(10) NOT NULL,
    "sequence" INTEGER NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "previousStartsAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visit_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_links" (
    "tokenHash" CHAR(64) NOT NULL,
    "leadId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_links_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "calendar_feed" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "secretHash" CHAR(64) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_feed_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "visits_startsAt_idx" ON "visits"("startsAt");

-- CreateIndex
CREATE INDEX "visits_leadId_idx" ON "visits"("leadId");

-- CreateIndex
CREATE INDEX "visit_changes_visitId_idx" ON "visit_changes"("visitId");

-- CreateIndex
CREATE INDEX "booking_links_leadId_idx" ON "booking_links"("leadId");

-- CreateIndex
CREATE INDEX "quote_notifications_visitChangeId_idx" ON "quote_notifications"("visitChangeId");

-- AddForeignKey
ALTER TABLE "quote_notifications" ADD CONSTRAINT "quote_notifications_visitChangeId_fkey" FOREIGN KEY ("visitChangeId") REFERENCES "visit_changes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "visits" ADD CONSTRAINT "visits_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_visitId_fkey" FOREIGN KEY ("visitId") REFERENCES "visits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What Prisma's schema cannot say (the drift check ignores each of these):

-- Never two visits at once: the active visits' ranges, buffer included, may not overlap. `during`
-- is generated from startsAt and busyUntil, so no writer can store a range that disagrees with
-- them. GiST has range operators built in: the constraint needs no btree_gist (that extension is
-- for mixing scalar equality, such as a per-painter column, into such a constraint).
ALTER TABLE "visits" ADD CONSTRAINT "visits_no_overlap"
  EXCLUDE USING gist ("during" WITH &&) WHERE ("cancelledAt" IS NULL);

-- One active visit per lead: a second booking through another of its links is a move, not a second visit.
CREATE UNIQUE INDEX "visits_one_active_per_lead" ON "visits" ("leadId") WHERE "cancelledAt" IS NULL;

ALTER TABLE "visits" ADD CONSTRAINT "visits_times_check" CHECK ("startsAt" < "endsAt" AND "endsAt" <= "busyUntil");
ALTER TABLE "visits" ADD CONSTRAINT "visits_postcode_check" CHECK ("postcode" ~ '^[0-9]{4}$');
ALTER TABLE "visit_changes" ADD CONSTRAINT "visit_changes_kind_check" CHECK ("kind" IN ('booked', 'moved', 'cancelled'));

-- One row each.
ALTER TABLE "visit_availability" ADD CONSTRAINT "visit_availability_one_row" CHECK ("id" = 1);
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_one_row" CHECK ("id" = 1);

-- The lead status Visit booked, between Contacted and Quote sent (lib/leads/status.ts). The
-- progress counters (migration lead_progress_counts) count every status but New by its value,
-- so they need no change.
ALTER TABLE "contact_submissions" DROP CONSTRAINT "contact_submissions_status_check";
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_status_check"
  CHECK ("status" IN ('new', 'contacted', 'visit_booked', 'quote_sent', 'won', 'lost'));
