export function readFontTables(file: Buffer): Promise<{ codePoints: number[]; weight: { min: number; max: number } | undefined; substitutions: string[] }>;
