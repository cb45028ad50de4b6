-- CreateTable
CREATE TABLE "quote_photos" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER,
    "spamId" INTEGER,
    "n" SMALLINT NOT NULL,
    "contentType" VARCHAR(30) NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "thumbnail" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_photos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "quote_photos_quoteId_n_key" ON "quote_photos"("quoteId", "n");

-- CreateIndex
CREATE UNIQUE INDEX "quote_photos_spamId_n_key" ON "quote_photos"("spamId", "n");

-- AddForeignKey
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_spamId_fkey" FOREIGN KEY ("spamId") REFERENCES "spam_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A photo belongs to a request or to a request kept as spam, never to both or neither.
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_one_owner" CHECK (num_nonnulls("quoteId", "spamId") = 1);

-- JPEG bytes do not compress: store them out of line without trying.
ALTER TABLE "quote_photos" ALTER COLUMN "bytes" SET STORAGE EXTERNAL, ALTER COLUMN "thumbnail" SET STORAGE EXTERNAL;
