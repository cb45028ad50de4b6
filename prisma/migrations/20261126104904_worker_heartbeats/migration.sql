-- CreateTable
CREATE TABLE "worker_heartbeats" (
    "worker_id" VARCHAR(100) NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "worker_heartbeats_pkey" PRIMARY KEY ("worker_id")
);
