import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRoute {
  /** The address to call: a dynamic segment such as [id] becomes "1". */
  url: string;
  /** The methods the file handles itself (`otherMethods` answers the rest with 405). */
  methods: Method[];
  /** The route file, and its dynamic segments' names ([id] → "id"), for calling its handlers. */
  file: string;
  params: string[];
}

const appDir = path.resolve("app");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const exportedMethods = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/export\s+(?:const|async function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map((match) => match[1] as Method);

const urlOf = (file: string) =>
  "/" + path.relative(appDir, path.dirname(file)).split(path.sep).map((part) => (part.startsWith("[") ? "1" : part)).join("/");

const paramsOf = (file: string) =>
  path.relative(appDir, path.dirname(file)).split(path.sep).filter((part) => part.startsWith("[")).map((part) => part.slice(1, -1));

/**
 * Every route handler under app/ + `under`, found by walking the files, so a route added later
 * is covered by the tests that use this without editing them. Catch-all folders ([...path],
 * NextAuth's [...nextauth]) are left out: they are no single address.
 */
export function apiRoutes(under = "api"): ApiRoute[] {
  return routeFiles(path.join(appDir, under))
    .filter((file) => !file.includes("[..."))
    .map((file) => ({ url: urlOf(file), methods: exportedMethods(file), file, params: paramsOf(file) }))
    .sort((a, b) => a.url.localeCompare(b.url));
}
