import { useQuery } from '@tanstack/react-query';
import { autoCreateApi } from '../../api/auto-create.api.ts';
import { autoDraftQueryKeys } from '../../api/query-keys.ts';

export type Usage = { current: number; limit: number };

/**
 * The launch phase's usage counter ('x of y', y being the daily quota the server enforces): a query
 * read on load, whenever the page becomes visible again (the query client's focus refetch, on for this
 * query only), and on `reload()` (after each draft). Null until the server has said what the quota is;
 * a later failure counts as 0 until the next read succeeds (spec §7). Not retried: the next visibility
 * change or draft reads it again.
 */
export function useUsageStatus(enabled = true): { usage: Usage | null; reload: () => void } {
  const query = useQuery({
    queryKey: autoDraftQueryKeys.usage(),
    queryFn: async ({ signal }) => (await autoCreateApi.usageStatus(signal)).data,
    select: (data): Usage => ({ current: Math.min(data.currentUsage, data.limit), limit: data.limit }),
    enabled,
    retry: false,
    refetchOnWindowFocus: 'always',
  });
  const usage = query.data === undefined ? null : query.isRefetchError ? { ...query.data, current: 0 } : query.data;
  return { usage, reload: () => void query.refetch() };
}
