-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN     "idempotency_key" VARCHAR(64);

-- CreateIndex
CREATE UNIQUE INDEX "contact_submissions_idempotency_key" ON "contact_submissions"("idempotency_key");
