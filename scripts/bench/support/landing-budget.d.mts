export declare const RUNS: number;
export declare const PERFORMANCE_TOLERANCE: number;
export declare function medianRun<Run extends { performance: number; lcp: number }>(runs: Run[]): Run & { all: number[] };
export declare function performanceBudget(landing: number, bare: number): { budget: string; ok: boolean };
