import { z } from "zod";

// Zod 4 compiles object parsers with `new Function` unless told not to, and probes for it even
// then: under the site's Content-Security-Policy (no 'unsafe-eval') that probe is a reported
// violation in the browser. Jitless parsing is what every schema here needs anyway.
z.config({ jitless: true });

export { z };
