-- Subscriptions saved before they belonged to a session have none to end with: they are
-- removed (the device subscribes again when the owner next turns alerts on). Codes of the
-- earlier cookie-only pending sign-ins have no pending row to belong to: they are removed too
-- (they lived 10 minutes at most).
DELETE FROM "push_subscriptions";
DELETE FROM "admin_verification_codes";

-- AlterTable
ALTER TABLE "push_subscriptions" ADD COLUMN     "sessionId" VARCHAR NOT NULL;

-- CreateTable
CREATE TABLE "pending_signins" (
    "id" VARCHAR(64) NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "pending_signins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "auth_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "pending_signins_userId_idx" ON "pending_signins"("userId");

-- CreateIndex
CREATE INDEX "pending_signins_expiresAt_idx" ON "pending_signins"("expiresAt");

-- CreateIndex
CREATE INDEX "auth_limits_expire_idx" ON "auth_limits"("expire");

-- CreateIndex
CREATE INDEX "push_subscriptions_sessionId_idx" ON "push_subscriptions"("sessionId");

-- AddForeignKey
ALTER TABLE "admin_verification_codes" ADD CONSTRAINT "admin_verification_codes_pendingId_fkey" FOREIGN KEY ("pendingId") REFERENCES "pending_signins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pending_signins" ADD CONSTRAINT "pending_signins_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("sid") ON DELETE CASCADE ON UPDATE CASCADE;
