import "server-only";
import { after } from "next/server";

/**
 * Runs a task once the answer has gone to the client (Next's `after`), so an e-mail never delays
 * it. Outside a Next request (route handlers called directly by the integration tests, scripts)
 * there is no response to wait for: the task starts at once, still without being awaited.
 */
export function afterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}
