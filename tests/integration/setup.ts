import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";

// Every integration test file talks to the run's scratch database, with fixed test secrets (so
// nothing is generated under .data) and its own mail outbox.
// VITEST_POOL_ID numbers the workers from 1: each has a database of its own, as if alone.
const databaseUrls = inject("databaseUrls");
process.env.DATABASE_URL = databaseUrls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % databaseUrls.length];
process.env.AUTH_SECRET = "integration-auth-secret-7d2f9a41c6b83e05";
process.env.ADMIN_USERNAME = "owner";
process.env.ADMIN_PASSWORD = "integration-Passw0rd-31";
process.env.ADMIN_EMAIL = "owner@example.com.au";
process.env.VAPID_PUBLIC_KEY = "integration-public-key";
process.env.VAPID_PRIVATE_KEY = "integration-private-key";
process.env.RESEND_API_KEY = "";
// Many sign-ins in one run: the code-send limit is raised here and tested at its default apart.
process.env.CODE_SEND_RATE_LIMIT = "1000";
// Many requests in one run: the ceilings shared by all clients are raised here, and tested at small
// values apart (volume-ceilings.test.ts, which sets its own before any is read).
process.env.LEAD_HOURLY_CAP = "100000";
process.env.PHOTO_DAILY_MB = "100000";
process.env.CONFIRMATION_HOURLY_CAP = "100000";
// The public endpoints' per-client limits likewise (tested at small values in heavy-work.test.ts).
process.env.ESTIMATE_RATE_LIMIT = "100000";
process.env.SLOTS_RATE_LIMIT = "100000";
process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), "orbit-outbox-"));
