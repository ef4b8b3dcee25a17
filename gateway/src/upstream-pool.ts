/**
 * A service's base URL, or the base URLs of its replicas when nothing balances in front of them
 * (`<SERVICE>_SERVICE_URL=http://a:4102,http://b:4102`).
 */
export type UpstreamUrls = string | readonly string[];

/** The one URL of callers that need a single one (short redirect, previews, SEO): the first replica. */
export function firstUpstream(urls: UpstreamUrls): string {
  return typeof urls === 'string' ? urls : (urls[0] as string);
}

/** One try's replica: its place in the list (to find the next one for a retry) and its URL. */
export type UpstreamChoice = { index: number; url: string };

/** The replicas of one service, handed out in turn to the proxy's requests. */
export type UpstreamPool = {
  urls: readonly string[];
  /**
   * The replica a try goes to: the next in turn for a request's first try, the one after `failed` for
   * its retry (so with two or more replicas a retry never lands on the one that just failed it).
   */
  choose(failed?: UpstreamChoice): UpstreamChoice;
};

/** A round-robin pool over a service's replicas (one URL: always that one). */
export function createUpstreamPool(upstream: UpstreamUrls): UpstreamPool {
  const urls = typeof upstream === 'string' ? [upstream] : [...upstream];
  if (urls.length === 0) throw new Error('an upstream pool needs at least one URL');
  let turn = 0;
  const at = (index: number): UpstreamChoice => ({ index, url: urls[index] as string });
  return {
    urls,
    choose(failed) {
      if (failed !== undefined) return at((failed.index + 1) % urls.length);
      const index = turn;
      turn = (turn + 1) % urls.length;
      return at(index);
    },
  };
}
