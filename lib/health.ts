import "server-only";
import { getDb } from "@/lib/db";

/** True when the database answers `SELECT 1` within `timeoutMs`. Never throws. */
export async function isDatabaseUp(timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([getDb().$queryRaw`SELECT 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
