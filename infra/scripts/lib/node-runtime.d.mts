// Types of node-runtime.mjs for the TypeScript that imports it (the scripts themselves are plain JavaScript).
export declare const HEAP_LIMIT_MB: number;
export declare const HEAP_SHARE_OF_MEMORY_LIMIT_PERCENT: number;
export declare const YOUNG_GENERATION_MB: number;
export declare const NODE_RUNTIME_FLAGS: string[];
export declare const NODE_RUNTIME_FLAGS_UNDER_MEMORY_LIMIT: string[];
export declare function nodeRuntimeFlags(memory?: { limitBytes: number; machineBytes: number }): string[];
