import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { DevFallbacks } from "./schema";

/**
 * Development only: secrets generated once and kept in DATA_DIR/dev-secrets.json, so that
 * sessions, the admin password and push subscriptions survive a restart of `npm run dev`.
 * The file is created with mode 0600 and DATA_DIR is git-ignored.
 */
export function loadDevSecrets(dataDir: string): DevFallbacks {
  const file = path.resolve(dataDir, "dev-secrets.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")) as DevFallbacks;
  } catch {
    const vapid = webpush.generateVAPIDKeys();
    const secrets: DevFallbacks = {
      authSecret: randomBytes(32).toString("base64url"),
      adminPassword: randomBytes(12).toString("base64url"),
      vapid: { publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    };
    mkdirSync(path.dirname(file), { recursive: true });
    // "wx": when two processes race, the second fails here and reads the winner's file.
    try {
      writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: "wx" });
      return secrets;
    } catch {
      return JSON.parse(readFileSync(file, "utf8")) as DevFallbacks;
    }
  }
}
