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
 */
export const NODE_RUNTIME_FLAGS = ['--max-semi-space-size=16'];
