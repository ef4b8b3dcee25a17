// Types of services.mjs for the TypeScript tests that import it (the scripts themselves are plain JavaScript).
export type LaunchedService = { name: string; port: number; metricsOffset: number; urlVar: string; databaseVar: string };
export declare const SERVICES: LaunchedService[];
export declare function replicaOf(service: LaunchedService, replica: number): LaunchedService;
export declare function databaseUrlFor(service: LaunchedService, env?: Record<string, string | undefined>): string | undefined;
export declare function serviceEnv(service: LaunchedService, env?: Record<string, string | undefined>): Record<string, string>;
export declare function waitForReady(baseUrl: string, label: string, timeoutMs?: number): Promise<void>;
