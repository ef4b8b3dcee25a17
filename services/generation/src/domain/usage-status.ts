/** The launch phase's usage counter: 'x of y', where y is the daily quota the service enforces. */
export type UsageStatus = { currentUsage: number; limit: number; allowed: boolean };

/**
 * usage-status from the daily quota's own count (the counter shows what is enforced, never '4 of 3').
 * A count that cannot be read counts as 0, as the spec asks of the page.
 */
export async function usageStatus(readUsage: () => Promise<{ used: number; limit: number }>, fallbackLimit: number): Promise<UsageStatus> {
  try {
    const { used, limit } = await readUsage();
    return { currentUsage: used, limit, allowed: used < limit };
  } catch {
    return { currentUsage: 0, limit: fallbackLimit, allowed: true };
  }
}
