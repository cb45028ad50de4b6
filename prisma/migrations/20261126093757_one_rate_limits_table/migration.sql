-- One rate limiter (lib/rate-limit.ts). The fixed-window counters go (a quote or code-send window
-- under way starts afresh); rate-limiter-flexible's table takes their name by a rename, written
-- by hand instead of Prisma's drop and create, so the sign-in counts and blocks it holds stay.
DROP TABLE "rate_limits";

ALTER TABLE "auth_limits" RENAME TO "rate_limits";
ALTER TABLE "rate_limits" RENAME CONSTRAINT "auth_limits_pkey" TO "rate_limits_pkey";
ALTER INDEX "auth_limits_expire_idx" RENAME TO "rate_limits_expire_idx";
