export declare function findChromium(): string | undefined;
export declare const missingChromiumHelp: string;
export declare const chromiumArgs: string[];
