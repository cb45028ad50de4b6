/**
 * Import rules `npm run lint` holds the code to (dependency-cruiser). Type-only imports vanish
 * at compile time and are not counted.
 * @type {import("dependency-cruiser").IConfiguration}
 */

/**
 * The folders under lib/, lowest first: each may import only folders before it, so no two
 * import each other, even through others. Shared services first, then the features in the
 * order of a sale, then what spans them: the alerts that deliver every feature's e-mails and
 * pushes, the owner's panel state and read models (list, timeline, numbers, CSV), the job worker.
 */
const libLayers = [
  // Shared: storage, settings, HTTP, mail, the job queue, sign-in, push, photos.
  "generated", "db", "config", "money", "seo", "tools", "reviews", "jobs", "http", "photos", "security", "mail", "auth", "push",
  // Features: what a rate is, the instant estimate, the lead, its visit, its written quote, its payment.
  "rate-card", "estimate", "leads", "visits", "quotes", "payments",
  // Across features.
  "alerts", "client", "panel", "worker",
];

const folder = (names) => `^lib/(${names.join("|")})/`;

/** Files directly in lib/ are shared helpers: they import only the shared folders (two pages' startup and policy text aside). */
const sharedFolders = libLayers.slice(0, libLayers.indexOf("rate-card"));

module.exports = {
  forbidden: [
    {
      name: "next-public-api-only",
      severity: "error",
      comment: "Next.js through its documented entry points only (next/server, next/headers, ...): a file of next/dist/ is an internal that any release may move, and upgrading is to stay `npm i next@x && npm test`.",
      from: {},
      to: { path: "^node_modules/next/dist/" },
    },
    {
      name: "no-circular",
      severity: "error",
      comment: "No file imports itself back through others: a cycle's modules load half-initialised and can't be read one at a time.",
      from: {},
      to: { circular: true },
    },
    ...libLayers.slice(0, -1).map((name, index) => ({
      name: "lib-layers",
      severity: "error",
      comment: `lib/${name}/ may import only the folders before it in .dependency-cruiser.cjs's libLayers: features stay in layers, no two import each other.`,
      from: { path: folder([name]) },
      to: { path: folder(libLayers.slice(index + 1)) },
    })),
    {
      name: "feature-model-pure",
      severity: "error",
      comment: "A feature's model/ (its rules, schemas, texts and documents) reads nothing of its store, services, HTTP adapters, e-mails or PDFs.",
      from: { path: "^lib/([^/]+)/model/" },
      to: { path: "^lib/$1/(services|http|emails|pdf)/" },
    },
    {
      name: "feature-services-below-adapters",
      severity: "error",
      comment: "A feature's services/ know nothing of HTTP: its http/ adapters call them, never the reverse.",
      from: { path: "^lib/([^/]+)/services/" },
      to: { path: "^lib/$1/http/" },
    },
    {
      name: "lib-root-shared",
      severity: "error",
      comment: "A file directly in lib/ is a shared helper: it imports no feature folder (startup and the privacy policy's text aside).",
      from: { path: "^lib/[^/]+\\.tsx?$", pathNot: "^lib/(startup|privacy-policy)\\.ts$" },
      to: { path: "^lib/[^/]+/", pathNot: folder(sharedFolders) },
    },
    {
      name: "lib-below-ui",
      severity: "error",
      comment: "lib/ is below the UI: it imports no component, page or route.",
      from: { path: "^lib/" },
      to: { path: "^(components|app)/" },
    },
    {
      name: "no-folder-cycle",
      severity: "error",
      comment: "No two component folders import each other, even through others.",
      scope: "folder",
      from: { path: "^components/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Packages stay in the graph, unfollowed: next-public-api-only sees which file of Next an import reaches.
    exclude: { path: "^(lib/generated|\\.next)/" },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
  },
};
