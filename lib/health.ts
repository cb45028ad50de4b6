import "server-only";
import { getHealthDb } from "@/lib/db";

/** True when the database answers `SELECT 1` within `timeoutMs`, on the health check's own connection. Never throws. */
export async function isDatabaseUp(timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([getHealthDb().$queryRaw`SELECT 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
