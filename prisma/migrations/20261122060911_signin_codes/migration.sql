-- AlterTable
ALTER TABLE "admin_verification_codes" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pendingId" VARCHAR(64) NOT NULL,
ADD COLUMN     "voided" BOOLEAN NOT NULL DEFAULT false,
ALTER COLUMN "code" SET DATA TYPE VARCHAR(64);

-- CreateIndex
CREATE INDEX "admin_verification_codes_pendingId_createdAt_idx" ON "admin_verification_codes"("pendingId", "createdAt" DESC);
