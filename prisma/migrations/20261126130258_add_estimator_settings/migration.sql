-- CreateTable
CREATE TABLE "estimator_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "settings" JSONB NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "estimator_settings_pkey" PRIMARY KEY ("id")
);
