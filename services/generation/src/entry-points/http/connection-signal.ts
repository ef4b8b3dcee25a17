import type { Response } from 'express';
import { CancelledError } from '../../domain/draft-model.ts';

/**
 * Aborted when the caller goes away before its answer is written (closed tab, navigation, fetch
 * aborted): work done while the caller waits stops with it. The gateway closes its upstream request
 * when its own caller disconnects, so this holds through it too.
 */
export function connectionSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort(new CancelledError('the caller disconnected'));
  });
  return controller.signal;
}
