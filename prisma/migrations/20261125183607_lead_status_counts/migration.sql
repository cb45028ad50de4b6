-- CreateTable
CREATE TABLE "quote_status_counts" (
    "archived" BOOLEAN NOT NULL,
    "status" VARCHAR(12) NOT NULL,
    "total" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "quote_status_counts_pkey" PRIMARY KEY ("archived","status")
);

-- quote_status_counts: requests per (archived, status), kept exact by statement-level triggers
-- (one upsert per statement), as quote_day_counts is. The admin list reads an unfiltered view's
-- statusCounts here (lib/quotes/list.ts).
INSERT INTO "quote_status_counts" ("archived", "status", "total")
SELECT "archived", "status", count(*)::int FROM "contact_submissions" GROUP BY 1, 2;

CREATE FUNCTION "quote_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "quote_status_counts" AS c ("archived", "status", "total")
    SELECT "archived", "status", count(*)::int FROM new_rows GROUP BY 1, 2
    ON CONFLICT ("archived", "status") DO UPDATE SET "total" = c."total" + EXCLUDED."total";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "quote_status_counts" c SET "total" = c."total" - d.n
    FROM (SELECT "archived", "status", count(*)::int AS n FROM old_rows GROUP BY 1, 2) d
    WHERE c."archived" = d."archived" AND c."status" = d."status";
  ELSE
    INSERT INTO "quote_status_counts" AS c ("archived", "status", "total")
    SELECT "archived", "status", sum(delta)::int
    FROM (
      SELECT "archived", "status", 1 AS delta FROM new_rows
      UNION ALL
      SELECT "archived", "status", -1 FROM old_rows
    ) moved
    GROUP BY 1, 2 HAVING sum(delta) <> 0
    ON CONFLICT ("archived", "status") DO UPDATE SET "total" = c."total" + EXCLUDED."total";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "contact_submissions_status_count_insert" AFTER INSERT ON "contact_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quote_status_counts_apply"();
CREATE TRIGGER "contact_submissions_status_count_delete" AFTER DELETE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "quote_status_counts_apply"();
CREATE TRIGGER "contact_submissions_status_count_update" AFTER UPDATE ON "contact_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quote_status_counts_apply"();

CREATE FUNCTION "quote_status_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "quote_status_counts";
  RETURN NULL;
END
$$;

CREATE TRIGGER "contact_submissions_status_count_truncate" AFTER TRUNCATE ON "contact_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "quote_status_counts_reset"();
