import "server-only";
import pLimit from "p-limit";
import { getConfig } from "@/lib/config";
import { HttpError } from "@/lib/http/responses";

/**
 * How many uploads (requests with photos) this server reads at once, shared fairly. Each upload
 * being read holds at most two originals (lib/photos/upload.ts), so four at a time bound the
 * memory whatever the number of clients. An upload waiting for its turn is not read at all: its
 * bytes stay with the client (TCP backpressure). One address (an IPv6 /64) may have two uploads
 * under way or waiting (UPLOADS_PER_ADDRESS), so no client can take every turn; past the waiting line, 503. In the
 * route, not in front of Next, so it holds the same under `next start` and the standalone build,
 * and counts the client address the app decided (lib/http/client-ip.ts), not a proxy's.
 */
export const MAX_ACTIVE_UPLOADS = 4;
export const MAX_WAITING_UPLOADS = 32;
export const MAX_UPLOADS_PER_ADDRESS = 2;

export const uploadSlotMessages = {
  busy: "Too many uploads at once. Please try again in a few seconds.",
  yoursUnderWay: (count: number = MAX_UPLOADS_PER_ADDRESS) => `Your connection is already sending ${count} uploads. Please wait for them to finish, then try again.`,
} as const;

export interface UploadSlots {
  /** Runs `read` in its turn; refuses at once an address with its uploads under way (429) or a full line (503). */
  run<T>(subject: string, read: () => Promise<T>): Promise<T>;
  load(): { active: number; waiting: number; addresses: number };
}

export function createUploadSlots({ maxActive = MAX_ACTIVE_UPLOADS, maxWaiting = MAX_WAITING_UPLOADS, perAddress = MAX_UPLOADS_PER_ADDRESS } = {}): UploadSlots {
  const limit = pLimit(maxActive);
  const byAddress = new Map<string, number>();
  return {
    async run(subject, read) {
      const mine = byAddress.get(subject) ?? 0;
      if (mine >= perAddress) throw new HttpError(429, uploadSlotMessages.yoursUnderWay(perAddress), { retryAfterSeconds: 10 });
      if (limit.pendingCount >= maxWaiting) throw new HttpError(503, uploadSlotMessages.busy, { retryAfterSeconds: 10 });
      byAddress.set(subject, mine + 1);
      try {
        return await limit(read);
      } finally {
        const left = (byAddress.get(subject) ?? 1) - 1;
        if (left > 0) byAddress.set(subject, left);
        else byAddress.delete(subject);
      }
    },
    load: () => ({ active: limit.activeCount, waiting: limit.pendingCount, addresses: byAddress.size }),
  };
}

const state = globalThis as typeof globalThis & { orbitUploadSlots?: UploadSlots };

/** This server's slots (one per process, whichever module instance asks). */
export function uploadSlots(): UploadSlots {
  state.orbitUploadSlots ??= createUploadSlots({ perAddress: getConfig().uploadsPerAddress });
  return state.orbitUploadSlots;
}
