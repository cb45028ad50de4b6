import "server-only";
import path from "node:path";
import { business } from "@/lib/business";
import { ConfigError, getConfig } from "@/lib/config";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { MigrationError, migrate } from "@/lib/db/migrator.mjs";
import { startWorker } from "@/lib/worker/worker";
import { ensureStarterRateCard } from "@/lib/rate-card/items";

const RETRY_MS = 5_000;

/**
 * Runs once when a server starts (instrumentation.ts): validates the configuration, then brings
 * the database schema up to date and the admin account in line with ADMIN_USERNAME/ADMIN_PASSWORD,
 * and the starter rate card's items in place (by key: the owner's edits stay), then starts this server's worker of the job queue (alerts). A bad configuration or an edited migration stops the server
 * with a clear message; an unreachable database is retried in the background while /api/health
 * reports it down.
 */
export async function prepareServer(): Promise<void> {
  let config;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // The public pages print the licence read at build (next.config.ts): it must be the one documents state.
  if (config.production && business.licenceNumber !== config.business.licenceNumber) {
    console.error(`\nInvalid configuration:\n  - BUSINESS_LICENCE is ${config.business.licenceNumber} but the build printed ${business.licenceNumber} on the public pages: build again with it set\n`);
    process.exit(1);
  }
  const connectionString = config.database.url;
  if (!connectionString) {
    console.error("DATABASE_URL is not set: start the app with `npm run dev` or `npm start`, which provide one.");
    process.exit(1);
  }

  const migrationsDir = path.join(process.cwd(), "prisma", "migrations");
  const attempt = async (): Promise<void> => {
    try {
      await migrate({ connectionString, migrationsDir, log: (message) => console.log(`[db] ${message}`) });
      await ensureAdminAccount();
      await ensureStarterRateCard();
      await startWorker(connectionString);
    } catch (error) {
      if (error instanceof MigrationError) {
        console.error(`[db] ${error.message}`);
        process.exit(1);
      }
      console.error(`[db] database unreachable (${(error as Error).message}); retrying in ${RETRY_MS / 1000} s`);
      setTimeout(() => void attempt(), RETRY_MS).unref();
    }
  };
  await attempt();
}
