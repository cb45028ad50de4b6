-- The glossary down to the tables (issue 44): a lead's tables say lead, "leadId" points at a
-- lead and "quoteId" only at a written quote (quotes). Renames only, so every row, sequence value
-- and dependent object (foreign keys from other tables, triggers) stays; the trigger functions'
-- bodies name tables by text, so they are written again under their new names.

-- Tables
ALTER TABLE "contact_submissions" RENAME TO "leads";
ALTER TABLE "quote_notes" RENAME TO "lead_notes";
ALTER TABLE "quote_photos" RENAME TO "lead_photos";
ALTER TABLE "quote_notifications" RENAME TO "lead_notifications";
ALTER TABLE "quote_day_counts" RENAME TO "lead_day_counts";
ALTER TABLE "quote_progress_counts" RENAME TO "lead_progress_counts";

-- Columns: the lead's id was "quoteId"; the written quote's, in lead_notifications, "writtenQuoteId".
ALTER TABLE "lead_notes" RENAME COLUMN "quoteId" TO "leadId";
ALTER TABLE "lead_photos" RENAME COLUMN "quoteId" TO "leadId";
ALTER TABLE "lead_notifications" RENAME COLUMN "quoteId" TO "leadId";
ALTER TABLE "lead_notifications" RENAME COLUMN "writtenQuoteId" TO "quoteId";

-- Sequences
ALTER SEQUENCE "contact_submissions_id_seq" RENAME TO "leads_id_seq";
ALTER SEQUENCE "quote_notes_id_seq" RENAME TO "lead_notes_id_seq";
ALTER SEQUENCE "quote_photos_id_seq" RENAME TO "lead_photos_id_seq";
ALTER SEQUENCE "quote_notifications_id_seq" RENAME TO "lead_notifications_id_seq";

-- Primary keys (renaming the constraint renames its index)
ALTER TABLE "leads" RENAME CONSTRAINT "contact_submissions_pkey" TO "leads_pkey";
ALTER TABLE "lead_notes" RENAME CONSTRAINT "quote_notes_pkey" TO "lead_notes_pkey";
ALTER TABLE "lead_photos" RENAME CONSTRAINT "quote_photos_pkey" TO "lead_photos_pkey";
ALTER TABLE "lead_notifications" RENAME CONSTRAINT "quote_notifications_pkey" TO "lead_notifications_pkey";
ALTER TABLE "lead_day_counts" RENAME CONSTRAINT "quote_day_counts_pkey" TO "lead_day_counts_pkey";
ALTER TABLE "lead_progress_counts" RENAME CONSTRAINT "quote_progress_counts_pkey" TO "lead_progress_counts_pkey";

-- Foreign keys and checks
ALTER TABLE "lead_notes" RENAME CONSTRAINT "quote_notes_quoteId_fkey" TO "lead_notes_leadId_fkey";
ALTER TABLE "lead_notes" RENAME CONSTRAINT "quote_notes_body_check" TO "lead_notes_body_check";
ALTER TABLE "lead_photos" RENAME CONSTRAINT "quote_photos_quoteId_fkey" TO "lead_photos_leadId_fkey";
ALTER TABLE "lead_photos" RENAME CONSTRAINT "quote_photos_spamId_fkey" TO "lead_photos_spamId_fkey";
ALTER TABLE "lead_photos" RENAME CONSTRAINT "quote_photos_one_owner" TO "lead_photos_one_owner";
ALTER TABLE "lead_notifications" RENAME CONSTRAINT "quote_notifications_quoteId_fkey" TO "lead_notifications_leadId_fkey";
ALTER TABLE "lead_notifications" RENAME CONSTRAINT "quote_notifications_writtenQuoteId_fkey" TO "lead_notifications_quoteId_fkey";
ALTER TABLE "lead_notifications" RENAME CONSTRAINT "quote_notifications_visitChangeId_fkey" TO "lead_notifications_visitChangeId_fkey";
ALTER TABLE "leads" RENAME CONSTRAINT "contact_submissions_status_check" TO "leads_status_check";
ALTER TABLE "leads" RENAME CONSTRAINT "contact_submissions_lost_reason_check" TO "leads_lost_reason_check";

-- NOT NULL constraints have names from PostgreSQL 18 on (the embedded PGlite is 18): each gets
-- the name PostgreSQL would give it now, <table>_<column>_not_null. On older servers there are none.
DO $$
DECLARE c record;
BEGIN
  FOR c IN
    SELECT con.conrelid::regclass AS tbl, con.conname, rel.relname || '_' || att.attname || '_not_null' AS newname
    FROM pg_constraint con
    JOIN pg_class rel ON rel.oid = con.conrelid
    JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
    WHERE con.contype = 'n'
      AND rel.relname IN ('leads', 'lead_notes', 'lead_photos', 'lead_notifications', 'lead_day_counts', 'lead_progress_counts')
      AND con.conname <> rel.relname || '_' || att.attname || '_not_null'
  LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', c.tbl, c.conname, c.newname);
  END LOOP;
END
$$;

-- Indexes
ALTER INDEX "contact_submissions_idempotency_key" RENAME TO "leads_idempotency_key";
ALTER INDEX "contact_submissions_archived_created_idx" RENAME TO "leads_archived_created_idx";
ALTER INDEX "contact_submissions_created_idx" RENAME TO "leads_created_idx";
ALTER INDEX "contact_submissions_archived_service_created_idx" RENAME TO "leads_archived_service_created_idx";
ALTER INDEX "contact_submissions_search_trgm_idx" RENAME TO "leads_search_trgm_idx";
ALTER INDEX "contact_submissions_archived_status_created_idx" RENAME TO "leads_archived_status_created_idx";
ALTER INDEX "quote_notes_quoteId_createdAt_idx" RENAME TO "lead_notes_leadId_createdAt_idx";
ALTER INDEX "quote_notes_body_trgm_idx" RENAME TO "lead_notes_body_trgm_idx";
ALTER INDEX "quote_photos_quoteId_n_key" RENAME TO "lead_photos_leadId_n_key";
ALTER INDEX "quote_photos_spamId_n_key" RENAME TO "lead_photos_spamId_n_key";
ALTER INDEX "quote_notifications_quoteId_idx" RENAME TO "lead_notifications_leadId_idx";
ALTER INDEX "quote_notifications_writtenQuoteId_idx" RENAME TO "lead_notifications_quoteId_idx";
ALTER INDEX "quote_notifications_visitChangeId_idx" RENAME TO "lead_notifications_visitChangeId_idx";
ALTER INDEX "quote_notifications_status_idx" RENAME TO "lead_notifications_status_idx";

-- Counter triggers: the same triggers on the renamed table, under the table's name.
ALTER TRIGGER "contact_submissions_count_insert" ON "leads" RENAME TO "leads_count_insert";
ALTER TRIGGER "contact_submissions_count_delete" ON "leads" RENAME TO "leads_count_delete";
ALTER TRIGGER "contact_submissions_count_update" ON "leads" RENAME TO "leads_count_update";
ALTER TRIGGER "contact_submissions_count_truncate" ON "leads" RENAME TO "leads_count_truncate";
ALTER TRIGGER "contact_submissions_progress_count_insert" ON "leads" RENAME TO "leads_progress_count_insert";
ALTER TRIGGER "contact_submissions_progress_count_delete" ON "leads" RENAME TO "leads_progress_count_delete";
ALTER TRIGGER "contact_submissions_progress_count_update" ON "leads" RENAME TO "leads_progress_count_update";
ALTER TRIGGER "contact_submissions_progress_count_truncate" ON "leads" RENAME TO "leads_progress_count_truncate";

-- Their functions: renamed (the triggers keep pointing at them), then their bodies rewritten.
ALTER FUNCTION "quote_day_counts_apply"() RENAME TO "lead_day_counts_apply";
ALTER FUNCTION "quote_day_counts_reset"() RENAME TO "lead_day_counts_reset";
ALTER FUNCTION "quote_progress_counts_insert"() RENAME TO "lead_progress_counts_insert";
ALTER FUNCTION "quote_progress_counts_apply"() RENAME TO "lead_progress_counts_apply";
ALTER FUNCTION "quote_progress_counts_reset"() RENAME TO "lead_progress_counts_reset";

CREATE OR REPLACE FUNCTION "lead_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "lead_day_counts" AS c ("archived", "day", "total")
    SELECT "archived", ("createdAt" AT TIME ZONE 'UTC')::date, count(*)::int FROM new_rows GROUP BY 1, 2
    ON CONFLICT ("archived", "day") DO UPDATE SET "total" = c."total" + EXCLUDED."total";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "lead_day_counts" c SET "total" = c."total" - d.n
    FROM (SELECT "archived", ("createdAt" AT TIME ZONE 'UTC')::date AS "day", count(*)::int AS n FROM old_rows GROUP BY 1, 2) d
    WHERE c."archived" = d."archived" AND c."day" = d."day";
  ELSE
    INSERT INTO "lead_day_counts" AS c ("archived", "day", "total")
    SELECT "archived", "day", sum(delta)::int
    FROM (
      SELECT "archived", ("createdAt" AT TIME ZONE 'UTC')::date AS "day", 1 AS delta FROM new_rows
      UNION ALL
      SELECT "archived", ("createdAt" AT TIME ZONE 'UTC')::date, -1 FROM old_rows
    ) moved
    GROUP BY 1, 2 HAVING sum(delta) <> 0
    ON CONFLICT ("archived", "day") DO UPDATE SET "total" = c."total" + EXCLUDED."total";
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "lead_day_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "lead_day_counts";
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "lead_progress_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lead_progress_counts" AS c ("archived", "status", "total") VALUES (NEW."archived", NEW."status", 1)
  ON CONFLICT ("archived", "status") DO UPDATE SET "total" = c."total" + 1;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "lead_progress_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "lead_progress_counts" c SET "total" = c."total" - d.n
    FROM (SELECT "archived", "status", count(*)::int AS n FROM old_rows WHERE "status" <> 'new' GROUP BY 1, 2) d
    WHERE c."archived" = d."archived" AND c."status" = d."status";
  ELSE
    INSERT INTO "lead_progress_counts" AS c ("archived", "status", "total")
    SELECT "archived", "status", sum(delta)::int
    FROM (
      SELECT "archived", "status", 1 AS delta FROM new_rows WHERE "status" <> 'new'
      UNION ALL
      SELECT "archived", "status", -1 FROM old_rows WHERE "status" <> 'new'
    ) moved
    GROUP BY 1, 2 HAVING sum(delta) <> 0
    ON CONFLICT ("archived", "status") DO UPDATE SET "total" = c."total" + EXCLUDED."total";
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "lead_progress_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "lead_progress_counts";
  RETURN NULL;
END
$$;

-- The per-client lead limits' counters (lib/leads/limit.ts) were keyed "quote:" and "quote48:";
-- they carry on under "lead:" and "lead48:" ("quote-link:" and "quote-question:" are quotes').
UPDATE "rate_limits" SET "key" = 'lead' || substr("key", length('quote') + 1)
WHERE "key" LIKE 'quote:%' OR "key" LIKE 'quote48:%';
