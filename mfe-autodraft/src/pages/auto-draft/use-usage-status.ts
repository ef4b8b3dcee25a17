import { useCallback, useEffect, useState } from 'react';
import { AUTO_DRAFT_LIMITS } from '@quizlink/contracts';
import { autoCreateApi } from '../../api/auto-create.api.ts';

export type Usage = { current: number; limit: number };

/**
 * The launch phase's usage counter ('x of 3', never a limit): fetched on load, whenever the page
 * becomes visible again, and on `reload()` (after each draft). A failure counts as 0 (spec §7).
 */
export function useUsageStatus(enabled = true): Usage & { reload: () => void } {
  const [usage, setUsage] = useState<Usage>({ current: 0, limit: AUTO_DRAFT_LIMITS.usageCounterLimit });

  const load = useCallback(() => {
    if (!enabled) return;
    autoCreateApi
      .usageStatus()
      .then((res) => setUsage({ current: res.data.currentUsage, limit: res.data.limit }))
      .catch(() => setUsage((u) => ({ ...u, current: 0 })));
  }, [enabled]);

  useEffect(() => {
    load();
  }, [load]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [load]);

  return { ...usage, reload: load };
}
