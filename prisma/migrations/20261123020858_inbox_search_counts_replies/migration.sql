-- Trigram search over name, e-mail and phone (contrib module: shipped with PostgreSQL; the
-- embedded PGlite loads it in lib/db/embedded.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN     "lastRepliedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "quote_day_counts" (
    "archived" BOOLEAN NOT NULL,
    "day" DATE NOT NULL,
    "total" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "quote_day_counts_pkey" PRIMARY KEY ("archived","day")
);

-- CreateIndex
CREATE INDEX "contact_submissions_archived_service_created_idx" ON "contact_submissions"("archived", "service", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "contact_submissions_search_trgm_idx" ON "contact_submissions" USING GIN ("name" gin_trgm_ops, "email" gin_trgm_ops, "phone" gin_trgm_ops);

-- quote_day_counts: requests per (archived, UTC day of createdAt), kept exact by statement-level
-- triggers (one upsert per statement, not per row). The admin list sums it for its total and
-- uses it to jump to the day a deep page starts in (lib/quotes/list.ts).
INSERT INTO "quote_day_counts" ("archived", "day", "total")
SELECT "archived", ("createdAt" AT TIME ZONE 'UTC')::date, count(*)::int
FROM "contact_submissions" GROUP BY 1, 2;

CREATE FUNCTION "quote_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "quote_day_counts" AS c ("archived", "day", "total")
    SELECT "archived", ("createdAt" AT TIME ZONE 'UTC')::date, count(*)::int FROM new_rows GROUP BY 1, 2
    ON CONFLICT ("archived", "day") DO UPDATE SET "total" = c."total" + EXCLUDED."total";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "quote_day_counts" c SET "total" = c."total" - d.n
    FROM (SELECT "archived", ("createdAt" AT TIME ZONE 'UTC')::date AS "day", count(*)::int AS n FROM old_rows GROUP BY 1, 2) d
    WHERE c."archived" = d."archived" AND c."day" = d."day";
  ELSE
    INSERT INTO "quote_day_counts" AS c ("archived", "day", "total")
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

CREATE TRIGGER "contact_submissions_count_insert" AFTER INSERT ON "contact_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quote_day_counts_apply"();
CREATE TRIGGER "contact_submissions_count_delete" AFTER DELETE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "quote_day_counts_apply"();
CREATE TRIGGER "contact_submissions_count_update" AFTER UPDATE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quote_day_counts_apply"();

CREATE FUNCTION "quote_day_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "quote_day_counts";
  RETURN NULL;
END
$$;

CREATE TRIGGER "contact_submissions_count_truncate" AFTER TRUNCATE ON "contact_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "quote_day_counts_reset"();
