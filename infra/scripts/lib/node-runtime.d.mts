// Types of node-runtime.mjs for the TypeScript that imports it (the scripts themselves are plain JavaScript).
export declare const NODE_RUNTIME_FLAGS: string[];
