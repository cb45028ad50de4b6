// A database of its own on an existing PostgreSQL server, for one test or bench run: created from
// the server named by `serverUrl` (any database on it will do for the connection) and dropped,
// with whoever is still connected, when the run ends. Used by `npm test`, `npm run bench`, the
// integration tests and the load test.
import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * @param {string} serverUrl
 * @param {string} sql
 */
async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** @typedef {{ name: string, url: string, drop(): Promise<void> }} ScratchDatabase */

/**
 * `prefix` names what the database is for (`orbit_e2e`, `orbit_bench`…): a leftover says whose it is.
 * @param {string} serverUrl
 * @param {string} prefix
 * @returns {Promise<ScratchDatabase>}
 */
export async function createScratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
