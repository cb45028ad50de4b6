#!/usr/bin/env node
// Runs the Prisma CLI offline-safe. `prisma generate`, `validate` and `format` never use the
// native schema engine, but the CLI downloads it first unless PRISMA_SCHEMA_ENGINE_BINARY names
// an existing file. We point it at this script only when the variable is unset, so machines with
// internet and their own engine are unaffected. Migrations do not go through here: see
// scripts/migrate.mjs and scripts/new-migration.mjs.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = fileURLToPath(import.meta.url);
env.PRISMA_HIDE_UPDATE_MESSAGE ??= "1";
env.CHECKPOINT_DISABLE ??= "1";

const cli = require.resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(result.status ?? 1);
