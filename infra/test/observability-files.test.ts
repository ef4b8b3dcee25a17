import fs from 'node:fs';
import path from 'node:path';
import { metricsRegistry } from '@quizlink/kit-metrics';
import { parseYaml, tree, list } from '../deploy/k8s-render.ts';

const dir = path.resolve(__dirname, '../deploy/observability');
/** Sample suffixes of histograms and counters, beside the family names the registry knows. */
const SUFFIXES = /_(bucket|count|sum)$/;
/** PromQL words that look like metric names but are functions, keywords or label names. */
const PROMQL_WORDS = new Set(['sum', 'max', 'min', 'avg', 'by', 'rate', 'increase', 'histogram_quantile', 'topk', 'and', 'or', 'unless', 'le', 'service', 'route', 'method', 'status', 'topic', 'group', 'cache', 'result', 'instance', 'deriv']);

/** Metric names a PromQL expression reads (identifiers that are not functions, keywords or labels). */
function metricsIn(expr: string): string[] {
  const withoutStrings = expr.replace(/"[^"]*"/g, '""').replace(/\[[^\]]*\]/g, '').replace(/\{[^}]*\}/g, '');
  return (withoutStrings.match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? []).filter((word) => !PROMQL_WORDS.has(word) && !word.startsWith('__'));
}

const registered = new Set(metricsRegistry.getMetricsAsArray().map((metric) => metric.name));
const known = (name: string) => registered.has(name) || registered.has(name.replace(SUFFIXES, ''));

describe('the observability files', () => {
  test('When the Grafana dashboard is read, then it is JSON and every panel queries metrics the platform registers', () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(dir, 'grafana-dashboard.json'), 'utf8')) as { uid: string; panels: Array<{ type: string; title: string; targets?: Array<{ expr: string }> }> };
    expect(dashboard.uid).toBe('quizlink-overview');
    const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));
    expect(queries.length).toBeGreaterThan(10);
    for (const { panel, expr } of queries) {
      const names = metricsIn(expr);
      expect({ panel, names: names.length > 0 }).toEqual({ panel, names: true });
      for (const name of names) expect({ panel, name, known: known(name) }).toEqual({ panel, name, known: true });
    }
  });

  test('When the alert rules are read, then each of the four pages exists and queries registered metrics', () => {
    const rules = list(tree(list(tree(parseYaml(fs.readFileSync(path.join(dir, 'alert-rules.yaml'), 'utf8'))).groups)[0]).rules);
    expect(rules.map((rule) => rule.alert)).toEqual(expect.arrayContaining(['QuizLinkHigh5xxRatio', 'QuizLinkOutboxStuck', 'QuizLinkConsumerLag', 'QuizLinkDeadLetters']));
    for (const rule of rules) {
      const names = metricsIn(String(rule.expr));
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect({ alert: rule.alert, name, known: known(name) }).toEqual({ alert: rule.alert, name, known: true });
      expect(tree(rule.labels).severity).toMatch(/^(page|warning)$/);
    }
  });
});
