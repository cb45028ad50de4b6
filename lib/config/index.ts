import "server-only";
import { loadDevSecrets } from "./dev-secrets";
import { parseConfig, type AppConfig } from "./schema";

export { ConfigError, type AppConfig } from "./schema";

let cached: AppConfig | undefined;

/** The validated configuration, read once per process. Server code only. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env, () => loadDevSecrets(process.env.DATA_DIR || ".data"));
  return cached;
}
