-- AlterTable
ALTER TABLE "quote_notifications" ADD COLUMN     "stripeEventId" VARCHAR(255);
