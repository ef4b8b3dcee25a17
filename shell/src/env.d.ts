// Replaced at build time by rspack (mode and DefinePlugin in rspack.config.ts).
declare const process: { env: { NODE_ENV?: string } };
/** The version of wouter bundled in the shell, offered to the remotes as the shared singleton. */
declare const WOUTER_VERSION: string;
/** The versions of TanStack Query and of @quizlink/platform bundled in the shell, offered with their shared singletons. */
declare const SHARED_VERSIONS: { reactQuery: string; platform: string };
