import fs from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

export type SelfTime = { name: string; ms: number; share: number };
export type ProfileSummary = { sampledMs: number; byArea: SelfTime[]; topFunctions: SelfTime[] };

/** Where a script lives, in a word: a package name, one of our packages, Node's own code, or V8's pseudo-frames. */
function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native code: C++ bindings such as writeString, writev)';
  if (url.startsWith('node:')) return 'node: (Node internals)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const ours = /\/(services\/kit\/[^/]+|services\/[^/]+|gateway|infra)\//.exec(url)?.[1];
  return ours ?? url;
}

const shortUrl = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(services|gateway|infra)\//, '$1/');

/**
 * Self time of a `--cpu-prof` profile between two monotonic timestamps (µs, the clock V8 and
 * process.hrtime share), by area (package) and by function.
 */
export function summariseCpuProfile(file: string, fromUs: number, toUs: number, top = 15): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let at = profile.startTime;
  let sampledUs = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) continue;
    const frame = byId.get(profile.samples[i]!)?.callFrame;
    if (!frame) continue;
    sampledUs += delta;
    const area = areaOf(frame);
    byArea.set(area, (byArea.get(area) ?? 0) + delta);
    const name = frame.url ? `${frame.functionName || '(anonymous)'}  ${shortUrl(frame.url)}:${frame.lineNumber + 1}` : frame.functionName;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  }
  const rank = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, ms: us / 1000, share: sampledUs ? us / sampledUs : 0 }));
  return { sampledMs: sampledUs / 1000, byArea: rank(byArea, top), topFunctions: rank(byFunction, top) };
}
