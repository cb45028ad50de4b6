import type { PGlite } from "@electric-sql/pglite";
export declare class DataDirInUseError extends Error {
  pid: number;
}
export declare function lockDataDir(dataDir: string): () => void;
export interface EmbeddedPostgres {
  url: string;
  port: number;
  db: PGlite;
  stop(): Promise<void>;
}
export declare function startEmbeddedPostgres(options?: {
  dataDir?: string;
  port?: number;
  maxConnections?: number;
}): Promise<EmbeddedPostgres>;
