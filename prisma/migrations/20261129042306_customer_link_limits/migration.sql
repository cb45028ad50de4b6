-- AlterTable
ALTER TABLE "booking_links" ADD COLUMN     "nonce" VARCHAR(32),
ADD COLUMN     "revokedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN     "idempotencyClient" VARCHAR(64),
ADD COLUMN     "idempotencyRepeats" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "quote_links" ADD COLUMN     "nonce" VARCHAR(32),
ADD COLUMN     "revokedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "quote_pdfs" (
    "quoteId" INTEGER NOT NULL,
    "variant" VARCHAR(200) NOT NULL,
    "pdf" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_pdfs_pkey" PRIMARY KEY ("quoteId","variant")
);

-- AddForeignKey
ALTER TABLE "quote_pdfs" ADD CONSTRAINT "quote_pdfs_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
