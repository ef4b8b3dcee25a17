import { generationDuration, generationJobsInProgress } from '@quizlink/kit-metrics';
import type { InFlight } from './domain/draft-engine.ts';
import type { DraftRunner } from './domain/draft-runner.ts';

/**
 * Feeds generation_jobs_in_progress (background drafts plus the generations a caller waits for), read
 * when Prometheus scrapes. Returns the function that stops it.
 */
export function trackGenerationJobs(runner: DraftRunner, inFlight: InFlight): () => void {
  return generationJobsInProgress.track(async () => [{ labels: {}, value: runner.activeCount() + inFlight.total() }]);
}

/** Starts timing one draft job; the returned function records generation_duration_seconds when it ends. */
export function timeGenerationJob(): () => void {
  const end = generationDuration.startTimer();
  return () => void end();
}
