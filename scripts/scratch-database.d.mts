export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase>;
