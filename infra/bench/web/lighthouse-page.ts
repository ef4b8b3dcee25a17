import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import type { Browser } from 'puppeteer-core';

export type PageRun = { score: number; lcpMs: number; tbtMs: number; assets: Array<{ url: string; kind: 'js' | 'css' }> };

type NetworkItem = { url: string; resourceType?: string; sessionTargetType?: string };

/**
 * One Lighthouse run (mobile form factor, simulated slow 4G and 4× CPU: Lighthouse's defaults) of a
 * page in a fresh tab. `session` is put in sessionStorage first (a visitor who already typed a name),
 * from a same-origin page that loads no app code, and kept through the run.
 */
export async function runLighthouse(browser: Browser, origin: string, path: string, session: Record<string, string>): Promise<PageRun> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
    }, session);
    const result = await lighthouse(`${origin}${path}`, { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true }, undefined, page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
      (item) => item.sessionTargetType === undefined || item.sessionTargetType === 'page',
    );
    const assets = items.flatMap((item): PageRun['assets'] =>
      item.resourceType === 'Script' ? [{ url: item.url, kind: 'js' }] : item.resourceType === 'Stylesheet' ? [{ url: item.url, kind: 'css' }] : [],
    );
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      assets,
    };
  } finally {
    await page.close();
  }
}

/** gzip -9 size of a file as the gateway serves it uncompressed. */
export async function gzipSize(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return zlib.gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
}

/** Which bundle a file belongs to: the shell, or the remote whose /mfe/<name>/ folder serves it. */
export function bundleOf(url: string): string {
  const remote = /\/mfe\/([^/]+)\//.exec(new URL(url).pathname)?.[1];
  return remote ? `mfe-${remote}` : 'shell';
}
