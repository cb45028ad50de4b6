import type { IncomingMessage, ServerResponse } from "node:http";

export function pageCacheEnabled(options: { dev: boolean; env: Record<string, string | undefined> }): boolean;

export function sharedFreshnessSeconds(cacheControl: unknown): number;

export interface PageCache {
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  size(): { answers: number; bytes: number };
}

export function createPageCache(options: { upstream: () => { host: string; port: number } | undefined; now?: () => number; maxAnswerBytes?: number; maxTotalBytes?: number }): PageCache;
