/**
 * Adds `Server-Timing: app;dur=<ms>` to a route handler's response: the time from the handler's
 * entry (session check included) to its response, as the browser's devtools and
 * scripts/bench/admin-list.mjs read it. Durations only: nothing about the data.
 */
export function withServerTiming<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    const started = performance.now();
    const response = await handler(...args);
    try {
      response.headers.append("Server-Timing", `app;dur=${(performance.now() - started).toFixed(1)}`);
    } catch {
      // Immutable headers (a proxied response): skip the measurement rather than fail.
    }
    return response;
  };
}
