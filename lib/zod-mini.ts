import { config } from "zod/mini";

// zod's small build, for schemas the browser runs (a form's first load): the same core as
// lib/zod.ts's full build, a tenth of its size when a form needs only a few checks. Jitless for
// the same reason as there: the Content-Security-Policy allows no eval.
config({ jitless: true });

export * from "zod/mini";
