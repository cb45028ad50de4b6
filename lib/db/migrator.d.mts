export declare class MigrationError extends Error {}
export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}
export declare function readMigrations(migrationsDir: string): MigrationFile[];
export declare function migrate(options: {
  connectionString: string;
  migrationsDir: string;
  log?: (message: string) => void;
}): Promise<string[]>;
