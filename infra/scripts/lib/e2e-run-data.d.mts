// Types of e2e-run-data.mjs for the TypeScript tests that import it (the script itself is plain JavaScript).
export declare function dropRunData(runId: string, outcome: { failed: boolean }, env?: Record<string, string | undefined>, tmpDir?: string): Promise<void>;
