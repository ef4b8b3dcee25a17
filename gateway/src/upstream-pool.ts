/**
 * A service's base URL, or the base URLs of its replicas when nothing balances in front of them
 * (`<SERVICE>_SERVICE_URL=http://a:4102,http://b:4102`).
 */
export type UpstreamUrls = string | readonly string[];

/** The one URL of callers that need a single one (short redirect, previews, SEO): the first replica. */
export function firstUpstream(urls: UpstreamUrls): string {
  return typeof urls === 'string' ? urls : (urls[0] as string);
}

/** The replicas of one service, handed out in turn to the proxy's requests. */
export type UpstreamPool = {
  urls: readonly string[];
  /**
   * The index of the replica a try goes to: the next in turn for a request's first try, the one after
   * `failed` for its retry (so a retry never lands on the replica that just refused it, when there are two or more).
   */
  choose(failed?: number): number;
};

/** A round-robin pool over a service's replicas (one URL: always that one). */
export function createUpstreamPool(upstream: UpstreamUrls): UpstreamPool {
  const urls = typeof upstream === 'string' ? [upstream] : [...upstream];
  if (urls.length === 0) throw new Error('an upstream pool needs at least one URL');
  let turn = 0;
  return {
    urls,
    choose(failed) {
      if (failed !== undefined) return (failed + 1) % urls.length;
      const index = turn;
      turn = (turn + 1) % urls.length;
      return index;
    },
  };
}
