import { useCallback, useEffect, useState } from 'react';
import { autoCreateApi } from '../../api/auto-create.api.ts';

export type Usage = { current: number; limit: number };

/**
 * The launch phase's usage counter ('x of y', y being the daily quota the server enforces): fetched
 * on load, whenever the page becomes visible again, and on `reload()` (after each draft). Null until
 * the server has said what the quota is; a later failure counts as 0 (spec §7).
 */
export function useUsageStatus(enabled = true): { usage: Usage | null; reload: () => void } {
  const [usage, setUsage] = useState<Usage | null>(null);

  const load = useCallback(() => {
    if (!enabled) return;
    autoCreateApi
      .usageStatus()
      .then((res) => setUsage({ current: Math.min(res.data.currentUsage, res.data.limit), limit: res.data.limit }))
      .catch(() => setUsage((u) => (u ? { ...u, current: 0 } : u)));
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

  return { usage, reload: load };
}
