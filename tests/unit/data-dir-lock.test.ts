import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "@/lib/db/embedded.mjs";

const temp: string[] = [];
afterEach(() => {
  for (const dir of temp.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "orbit-lock-"));
  temp.push(dir);
  return path.join(dir, "pglite");
}

describe("lockDataDir", () => {
  it("gives the directory to one owner at a time", () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by process/);
    release();
    lockDataDir(dir)();
  });

  it("takes over a lock whose owner has died", () => {
    const dir = dataDir();
    // A pid far above any live process on this machine stands for an owner that crashed.
    writeFileSync(`${dir}.lock`, "2147483646");
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });
});
