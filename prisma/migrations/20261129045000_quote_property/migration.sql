-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "property" VARCHAR(12) NOT NULL DEFAULT 'house';

-- A residential quote was work on a home (a house, as far as anyone said); the others commercial.
UPDATE "quotes" SET "property" = CASE WHEN "residential" THEN 'house' ELSE 'commercial' END;
