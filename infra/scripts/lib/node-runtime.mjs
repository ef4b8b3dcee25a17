import os from 'node:os';

/**
 * The Node.js flags every QuizLink process runs with: `npm start` (embedded and distributed), the load
 * bench's QuizLink, the images (their Dockerfiles set `NODE_OPTIONS` to the same text) and the Kubernetes
 * pods (their ConfigMap's `NODE_OPTIONS`); a test in infra/test/deploy-manifests.test.ts holds them together.
 *
 * `--max-semi-space-size=16`: Node 24 sizes V8's young generation from the heap limit, which it derives
 * from the machine's memory; on a 24 GB machine that is two 64 MB semi-spaces, committed at start and
 * fully used under load, and the old generation then grows in steps to about four times its live size.
 * Measured with the load bench (64 takers, 25-second rounds, embedded, Node 24.21): resident memory
 * 783 → 861 MB after the rounds over 400,000 submissions by default; 465–467 MB after every round with
 * 16 MB semi-spaces, at the same throughput and CPU per submission (bench README,
 * "Sixth round"). A container with a memory limit gets a smaller heap limit, so the default varies with
 * where a process runs; the flag makes it the same everywhere.
 *
 * `--max-old-space-size=1024`: V8 lets the old generation grow to as much as four times its live size before
 * a full collection when its heap limit is 2 GB or more (Node derives the limit from the machine's memory: 4 GB
 * on a 24 GB host), and less as the limit falls (1.6 times at 1 GB). The pages it took stay resident, so a
 * process kept growing in steps long after its live heap had stopped: the embedded one (70–100 MB live under
 * load) 310 → 390–420 MB between about 50,000 and 75,000 submissions, the attempt service 231 → 266 MB after
 * 55,000, the gateway anywhere from 325 to 375 MB. With a 1 GB limit the embedded process held 279–301 MB from
 * the first round on, the gateway 214 MB and the attempt service 208–219, at 0.93–0.99× the throughput embedded
 * and 0.91–1.01× distributed (bench README, "Twenty-fourth round"). The limit is ten times the embedded
 * process's live heap.
 *
 * Under a memory limit (a container's cgroup) Node sizes the heap from that limit, and a fixed 1 GB would
 * override it: in a 512 MiB cgroup Node gives a heap limit of 259 MB by default, 1,027 MB with the flag
 * (measured, Node 24.21), so the kernel would kill a growing process before V8 collected harder. There
 * the old generation gets a share of the limit instead (`nodeRuntimeFlags`), and the Kubernetes
 * manifests, whose limits are known only where a pod runs, give the share itself
 * (`NODE_RUNTIME_FLAGS_UNDER_MEMORY_LIMIT`, Node's `--max-old-space-size-percentage`).
 */
const SEMI_SPACE_MB = 16;
const SEMI_SPACE_FLAG = `--max-semi-space-size=${SEMI_SPACE_MB}`;

/** V8's young generation under SEMI_SPACE_FLAG: three semi-space sizes (its heap limit less the old generation's, measured). */
export const YOUNG_GENERATION_MB = 3 * SEMI_SPACE_MB;

/** The old generation's limit where nothing limits the process's memory, in MB. */
export const HEAP_LIMIT_MB = 1024;

/** Under a memory limit: the share of it the old generation may take, in %, the rest left to the young generation and native memory. */
export const HEAP_SHARE_OF_MEMORY_LIMIT_PERCENT = 50;

/** The flags where nothing limits the process's memory: the images' `NODE_OPTIONS`. */
export const NODE_RUNTIME_FLAGS = [SEMI_SPACE_FLAG, `--max-old-space-size=${HEAP_LIMIT_MB}`];

/** The flags for a process under a memory limit not known in advance (the Kubernetes ConfigMap's `NODE_OPTIONS`). */
export const NODE_RUNTIME_FLAGS_UNDER_MEMORY_LIMIT = [SEMI_SPACE_FLAG, `--max-old-space-size-percentage=${HEAP_SHARE_OF_MEMORY_LIMIT_PERCENT}`];

const MIB = 1024 * 1024;

/**
 * The flags for a process started here: NODE_RUNTIME_FLAGS, or under a memory limit below the machine's
 * memory (`process.constrainedMemory()`, which is the machine's or more when there is none) an old
 * generation of HEAP_SHARE_OF_MEMORY_LIMIT_PERCENT of it, if that is less than HEAP_LIMIT_MB.
 */
export function nodeRuntimeFlags(memory = { limitBytes: process.constrainedMemory(), machineBytes: os.totalmem() }) {
  const limited = memory.limitBytes > 0 && memory.limitBytes < memory.machineBytes;
  const shareMb = Math.floor((memory.limitBytes / MIB) * (HEAP_SHARE_OF_MEMORY_LIMIT_PERCENT / 100));
  return limited && shareMb < HEAP_LIMIT_MB ? [SEMI_SPACE_FLAG, `--max-old-space-size=${shareMb}`] : NODE_RUNTIME_FLAGS;
}
