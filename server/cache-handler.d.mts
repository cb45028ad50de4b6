import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

export declare const VERIFIED_NEXT_VERSION: string;
export default class PageCacheHandler extends FileSystemCache {}
