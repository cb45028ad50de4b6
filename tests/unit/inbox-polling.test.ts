import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPolling, withRetries, type VisibilitySource } from "@/lib/client/polling";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

class FakeVisibility implements VisibilitySource {
  visible = true;
  listeners = new Set<() => void>();
  isVisible = () => this.visible;
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(visible: boolean) {
    this.visible = visible;
    for (const listener of this.listeners) listener();
  }
}

describe("withRetries", () => {
  it("retries 3 times 1 s apart, then gives up with the last error", async () => {
    const attempt = vi.fn().mockRejectedValue(new Error("down"));
    const result = withRetries(attempt, { retries: 3, delayMs: 1000 }).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(await result).toBe("down");
    await vi.advanceTimersByTimeAsync(5000);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it("stops at the first success, and never retries what shouldRetry refuses", async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error("blip")).mockResolvedValue("ok");
    const result = withRetries(attempt, { retries: 3, delayMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(2);

    const refused = vi.fn().mockRejectedValue(new Error("401"));
    await expect(withRetries(refused, { retries: 3, delayMs: 1000, shouldRetry: () => false })).rejects.toThrow("401");
    expect(refused).toHaveBeenCalledTimes(1);
  });
});

describe("startPolling", () => {
  it("ticks every 30 s while visible", async () => {
    const tick = vi.fn();
    const poller = startPolling({ intervalMs: 30_000, tick, visibility: new FakeVisibility() });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(tick).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tick).toHaveBeenCalledTimes(3);
    poller.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it("pauses while hidden and catches up once when shown again", async () => {
    const visibility = new FakeVisibility();
    const tick = vi.fn();
    const poller = startPolling({ intervalMs: 30_000, tick, visibility });
    await vi.advanceTimersByTimeAsync(10_000);
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(tick).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(tick).toHaveBeenCalledTimes(2);
    // Hidden and shown again within the interval: no extra tick, the schedule continues.
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(5_000);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(tick).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it("restarts the interval after a manual refresh", async () => {
    const tick = vi.fn();
    const poller = startPolling({ intervalMs: 30_000, tick, visibility: new FakeVisibility() });
    await vi.advanceTimersByTimeAsync(20_000);
    poller.markFresh();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(tick).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tick).toHaveBeenCalledTimes(1);
    poller.stop();
  });
});
