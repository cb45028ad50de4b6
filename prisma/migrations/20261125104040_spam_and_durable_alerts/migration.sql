-- CreateTable
CREATE TABLE "spam_requests" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "email" VARCHAR(100) NOT NULL,
    "phone" VARCHAR(20) NOT NULL,
    "service" VARCHAR(50),
    "message" TEXT,
    "budget_range" VARCHAR(50),
    "timeline" VARCHAR(50),
    "reason" VARCHAR(200) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "idempotency_key" VARCHAR(64),

    CONSTRAINT "spam_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_notifications" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "pushSubscriptionId" INTEGER,
    "status" VARCHAR(10) NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" VARCHAR(500),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),
    "failedAt" TIMESTAMPTZ(3),
    "dismissedAt" TIMESTAMPTZ(3),

    CONSTRAINT "quote_notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "confirmation_sends" (
    "emailKey" CHAR(32) NOT NULL,
    "sentAt" TIMESTAMPTZ(3)[],

    CONSTRAINT "confirmation_sends_pkey" PRIMARY KEY ("emailKey")
);

-- CreateIndex
CREATE UNIQUE INDEX "spam_requests_idempotency_key" ON "spam_requests"("idempotency_key");

-- CreateIndex
CREATE INDEX "spam_requests_created_idx" ON "spam_requests"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "quote_notifications_quoteId_idx" ON "quote_notifications"("quoteId");

-- CreateIndex
CREATE INDEX "quote_notifications_status_idx" ON "quote_notifications"("status");

-- AddForeignKey
ALTER TABLE "quote_notifications" ADD CONSTRAINT "quote_notifications_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
