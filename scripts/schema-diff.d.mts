export declare const MIGRATION_LOCK: string;
export declare function diffMigrationsToSchema(options?: { root?: string }): Promise<{ drift: boolean; sql: string }>;
