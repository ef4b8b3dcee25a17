/** One sample line of the Prometheus text format. */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type MetricFamily = { name: string; type: string; help: string; samples: Sample[] };

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/y;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** Suffixes a histogram's or summary's samples add to the family name. */
const SUFFIXES = ['_bucket', '_sum', '_count'];

function parseLabels(text: string, lineNo: number): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const start = LABEL.lastIndex;
    const match = LABEL.exec(text);
    if (!match || match.index !== start) throw new Error(`line ${lineNo}: bad labels {${text}}`);
    labels[match[1] as string] = (match[2] as string).replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
  }
  return labels;
}

/** Values as Prometheus reads them (Go's ParseFloat): special values in any letter case (prom-client writes `Nan`). */
function parseValue(text: string, lineNo: number): number {
  if (/^\+?inf(inity)?$/i.test(text)) return Number.POSITIVE_INFINITY;
  if (/^-inf(inity)?$/i.test(text)) return Number.NEGATIVE_INFINITY;
  if (/^nan$/i.test(text)) return Number.NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`line ${lineNo}: bad value ${text}`);
  return value;
}

function familyOf(families: Map<string, MetricFamily>, sampleName: string): MetricFamily | undefined {
  const exact = families.get(sampleName);
  if (exact) return exact;
  const suffix = SUFFIXES.find((s) => sampleName.endsWith(s));
  return suffix ? families.get(sampleName.slice(0, -suffix.length)) : undefined;
}

/**
 * A strict reader of the Prometheus text exposition format (0.0.4), for tests: every family has HELP
 * and TYPE before its samples, every sample belongs to a declared family, labels and values are well
 * formed. Throws on the first problem, naming the line.
 */
export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const help = new Map<string, string>();
  text.split('\n').forEach((line, index) => {
    const lineNo = index + 1;
    if (line === '') return;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (!new RegExp(`^${NAME}$`).test(name)) throw new Error(`line ${lineNo}: bad metric name ${name}`);
      if (kind === 'HELP') help.set(name, rest);
      else {
        if (!TYPES.has(rest)) throw new Error(`line ${lineNo}: bad type ${rest}`);
        if (families.has(name)) throw new Error(`line ${lineNo}: ${name} declared twice`);
        families.set(name, { name, type: rest, help: help.get(name) ?? '', samples: [] });
      }
      return;
    }
    if (line.startsWith('#')) return;
    const sample = SAMPLE_LINE.exec(line);
    if (!sample) throw new Error(`line ${lineNo}: not a sample: ${line}`);
    const [, name, labelText, valueText] = sample as unknown as [string, string, string | undefined, string];
    const family = familyOf(families, name);
    if (!family) throw new Error(`line ${lineNo}: sample ${name} has no TYPE`);
    if (!help.has(family.name)) throw new Error(`line ${lineNo}: ${family.name} has no HELP`);
    family.samples.push({ name, labels: labelText ? parseLabels(labelText, lineNo) : {}, value: parseValue(valueText, lineNo) });
  });
  return families;
}

/** The value of the one sample named `name` whose labels include `labels`; undefined when none matches. */
export function sampleValue(families: Map<string, MetricFamily>, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v)) return sample.value;
    }
  }
  return undefined;
}

/** Scrapes `url` and parses the answer strictly; rejects unless it is 200 in the Prometheus text format. */
export async function scrapeMetrics(url: string): Promise<Map<string, MetricFamily>> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  if (!(res.headers.get('content-type') ?? '').startsWith('text/plain; version=0.0.4')) throw new Error(`${url}: content-type ${res.headers.get('content-type')}`);
  return parsePrometheusText(await res.text());
}
