/**
 * The Node.js flags every QuizLink process runs with: `npm start` (embedded and distributed), the load
 * bench's QuizLink, and the images (their Dockerfiles set `NODE_OPTIONS` to the same text; a test in
 * infra/test/deploy-manifests.test.ts holds them together).
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
 * process's live heap; a container under a memory limit below it stops the process at that limit instead of V8.
 */
export const NODE_RUNTIME_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=1024'];
