import { AsyncLocalStorage } from "node:async_hooks";

// The unit files share one module registry per worker (vitest.config.ts: isolate false). Next's
// server sets this global before any of its modules load; here the first file to load Next would
// otherwise decide for all the later ones (a stand-in that throws, if it loaded Next without it).
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
