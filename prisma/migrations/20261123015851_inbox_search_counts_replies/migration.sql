-- Trigram search over name, e-mail and phone (contrib module: shipped with PostgreSQL; the
-- embedded PGlite loads it in lib/db/embedded.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN     "lastRepliedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "quote_counts" (
    "archived" BOOLEAN NOT NULL,
    "total" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "quote_counts_pkey" PRIMARY KEY ("archived")
);

-- CreateIndex
CREATE INDEX "contact_submissions_archived_service_created_idx" ON "contact_submissions"("archived", "service", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "contact_submissions_search_trgm_idx" ON "contact_submissions" USING GIN ("name" gin_trgm_ops, "email" gin_trgm_ops, "phone" gin_trgm_ops);

-- quote_counts: one row per archived value, kept exact by statement-level triggers, so the admin
-- list reads its total from here instead of a count(*) over every stored request.
INSERT INTO "quote_counts" ("archived", "total")
SELECT flag, (SELECT count(*) FROM "contact_submissions" WHERE "archived" = flag)::int
FROM (VALUES (false), (true)) AS flags(flag);

CREATE FUNCTION "quote_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One UPDATE per statement (not per row): a bulk insert touches the counter once.
  IF TG_OP = 'INSERT' THEN
    UPDATE "quote_counts" c SET "total" = c."total" + d.n
    FROM (SELECT "archived", count(*)::int AS n FROM new_rows GROUP BY "archived") d
    WHERE c."archived" = d."archived";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "quote_counts" c SET "total" = c."total" - d.n
    FROM (SELECT "archived", count(*)::int AS n FROM old_rows GROUP BY "archived") d
    WHERE c."archived" = d."archived";
  ELSE
    UPDATE "quote_counts" c SET "total" = c."total" + d.n
    FROM (
      SELECT "archived", sum(delta)::int AS n
      FROM (SELECT "archived", 1 AS delta FROM new_rows UNION ALL SELECT "archived", -1 FROM old_rows) moved
      GROUP BY "archived" HAVING sum(delta) <> 0
    ) d
    WHERE c."archived" = d."archived";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "contact_submissions_count_insert" AFTER INSERT ON "contact_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quote_counts_apply"();
CREATE TRIGGER "contact_submissions_count_delete" AFTER DELETE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "quote_counts_apply"();
CREATE TRIGGER "contact_submissions_count_update" AFTER UPDATE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quote_counts_apply"();

CREATE FUNCTION "quote_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quote_counts" SET "total" = 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER "contact_submissions_count_truncate" AFTER TRUNCATE ON "contact_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "quote_counts_reset"();
