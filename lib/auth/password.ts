import "server-only";
import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password checks at once, and how many may wait for one. Each costs ~19 MiB and a core's worth
 * of time: two keep the other work of a 2-core server going under a flood; past the queue the
 * sign-in answers 503 with Retry-After instead of queueing without end.
 */
export const MAX_CONCURRENT_VERIFICATIONS = 2;
export const MAX_QUEUED_VERIFICATIONS = 16;
const verifications = pLimit(MAX_CONCURRENT_VERIFICATIONS);

export class VerifierBusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor() {
    super("Too many password checks at once");
    this.name = "VerifierBusyError";
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

async function verifyNow(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Hashes running now, and the most seen running and waiting at once: the cap, as it held. */
const load = { running: 0, peakRunning: 0, peakWaiting: 0 };

async function verifyCounted(storedHash: string, password: string): Promise<boolean> {
  load.running += 1;
  load.peakRunning = Math.max(load.peakRunning, load.running);
  try {
    return await verifyNow(storedHash, password);
  } finally {
    load.running -= 1;
  }
}

/** Checks a password against its hash, within the cap above; throws VerifierBusyError past the queue. */
export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  if (verifications.pendingCount >= MAX_QUEUED_VERIFICATIONS) return Promise.reject(new VerifierBusyError());
  const checked = verifications(() => verifyCounted(storedHash, password));
  load.peakWaiting = Math.max(load.peakWaiting, verifications.pendingCount);
  return checked;
}

/**
 * The password checks running and waiting now, and the most of each since the peaks were reset,
 * as the gate counted them (read in-process by tests/integration/signin-attacks.test.ts).
 */
export function verifierLoad() {
  return { running: load.running, waiting: verifications.pendingCount, peakRunning: load.peakRunning, peakWaiting: load.peakWaiting };
}

export function resetVerifierPeaks(): void {
  load.peakRunning = load.running;
  load.peakWaiting = verifications.pendingCount;
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown username is not revealed by timing. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword("orbit-painting-dummy-password");
  await verifyPassword(await dummyHash, password);
  return false;
}

/** For the start-up comparison of ADMIN_PASSWORD with the stored hash: no sign-in queue. */
export const passwordMatches = verifyNow;
