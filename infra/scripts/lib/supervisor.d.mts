// Types of supervisor.mjs for the TypeScript tests that import it (the scripts themselves are plain JavaScript).
import type { ChildProcess } from 'node:child_process';

export type RestartPolicy = { initialDelayMs: number; maxDelayMs: number; stableAfterMs: number };
export declare const RESTART_POLICY: RestartPolicy;
export declare function nextRestartDelay(previousDelayMs: number | undefined, upForMs: number, policy?: RestartPolicy): number;
export type Supervised = { current(): ChildProcess; restarts(): number; stop(): Promise<void> };
export declare function supervise(opts: { label: string; start: () => ChildProcess; policy?: RestartPolicy; log?: (line: string) => void }): Supervised;
