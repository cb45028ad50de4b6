import "server-only";
import { loadDevSecrets } from "./dev-secrets";
import { parseConfig, type AppConfig } from "./schema";

export { ConfigError, type AppConfig } from "./schema";

let cached: AppConfig | undefined;

/** The validated configuration, read once per process. Server code only. */
export function getConfig(): AppConfig {
  if (!cached) {
    cached = parseConfig(process.env, () => loadDevSecrets(process.env.DATA_DIR || ".data"));
    // Read first by prepareServer at start, so these show once in the server's log.
    for (const warning of cached.warnings) console.warn(`[config] ${warning}`);
  }
  return cached;
}
