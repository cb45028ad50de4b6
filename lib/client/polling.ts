/**
 * The admin lists' fetching rules, free of React so they can be tested:
 * retries at a fixed delay, and a 30-second poll that pauses while the tab is hidden.
 */
export const POLL_INTERVAL_MS = 30_000;
export const ADMIN_RETRIES = 3;
export const ADMIN_RETRY_DELAY_MS = 1_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt`, and up to `retries` more times `delayMs` apart while `shouldRetry` says so. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { retries, delayMs, shouldRetry = () => true, sleep = wait }: { retries: number; delayMs: number; shouldRetry?: (error: unknown) => boolean; sleep?: (ms: number) => Promise<void> },
): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= retries || !shouldRetry(error)) throw error;
      await sleep(delayMs);
    }
  }
}

export interface VisibilitySource {
  isVisible(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export const documentVisibility: VisibilitySource = {
  isVisible: () => document.visibilityState === "visible",
  subscribe(listener) {
    document.addEventListener("visibilitychange", listener);
    return () => document.removeEventListener("visibilitychange", listener);
  },
};

/**
 * Calls `tick` every `intervalMs` while the page is visible. Hidden, no timer runs at all; back
 * in view, it ticks at once if a whole interval has passed since the last tick, then resumes.
 * `markFresh` restarts the interval after a fetch made for another reason (a click on Refresh).
 */
export function startPolling({
  intervalMs,
  tick,
  visibility = documentVisibility,
  now = () => Date.now(),
}: {
  intervalMs: number;
  tick: () => void;
  visibility?: VisibilitySource;
  now?: () => number;
}) {
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!visibility.isVisible()) return;
    const due = Math.max(0, last + intervalMs - now());
    timer = setTimeout(() => {
      last = now();
      tick();
      schedule();
    }, due);
  };
  const unsubscribe = visibility.subscribe(schedule);
  schedule();
  return {
    markFresh() {
      last = now();
      schedule();
    },
    stop() {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
