import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { buildTestApp } from './build-test-app';

/**
 * docs/operations (issue 39): the Grafana dashboard and the Prometheus alert rules may name only
 * metrics that /metrics serves — a renamed or missing metric would leave a panel empty and an
 * alert silent, which no one notices until it matters.
 */

const OPERATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/operations');
const TOKEN = 'operations-docs-metrics-token';

/** PromQL's functions, aggregations and keywords (what is not a metric name in an expression). */
const PROMQL_WORDS = new Set([
  'sum', 'min', 'max', 'avg', 'count', 'stddev', 'stdvar', 'topk', 'bottomk', 'quantile', 'count_values', 'group',
  'rate', 'irate', 'increase', 'delta', 'idelta', 'deriv', 'changes', 'resets', 'histogram_quantile', 'abs',
  'clamp_min', 'clamp_max', 'absent', 'time', 'vector', 'scalar', 'label_replace', 'avg_over_time', 'max_over_time',
  'min_over_time', 'sum_over_time', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or',
  'unless', 'offset', 'bool',
]);

/** The metric names an expression reads. */
export function metricNamesOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values, e.g. "5.."
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // ranges, e.g. [5m], [$__rate_interval]
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ''); // label lists
  return [...bare.matchAll(/(?<![\w.$])[a-zA-Z_:][\w:]*/g)].map((m) => m[0]).filter((word) => !PROMQL_WORDS.has(word));
}

/** Every PromQL expression of the dashboard: its panels' targets and its variables' queries. */
function dashboardExpressions(): string[] {
  const dashboard = JSON.parse(fs.readFileSync(path.join(OPERATIONS, 'grafana-dashboard.json'), 'utf8')) as {
    panels: { title: string; targets?: { expr: string }[] }[];
    templating: { list: { type: string; query?: string }[] };
  };
  const exprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
  for (const variable of dashboard.templating.list) {
    const metric = variable.type === 'query' ? /label_values\(\s*([a-zA-Z_:][\w:]*)/.exec(variable.query ?? '')?.[1] : undefined;
    if (metric) exprs.push(metric);
  }
  return exprs;
}

function alertExpressions(): { alert: string; expr: string }[] {
  const rules = parseYaml(fs.readFileSync(path.join(OPERATIONS, 'alerts.yaml'), 'utf8')) as { groups: { rules: { alert: string; expr: string }[] }[] };
  return rules.groups.flatMap((g) => g.rules);
}

let app: FastifyInstance;
let served: Set<string>;

beforeAll(async () => {
  app = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  // One request of each kind the histograms count, then the scrape (the first one's own request is counted by the second).
  await app.inject({ method: 'GET', url: '/api/packages' });
  const scrape = () => app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  await scrape();
  const res = await scrape();
  expect(res.statusCode).toBe(200);
  served = new Set(
    res.body
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => /^[a-zA-Z_:][\w:]*/.exec(line)![0]),
  );
});
afterAll(async () => {
  await app?.close();
});

describe('docs/operations names only metrics that /metrics serves', () => {
  it('reads metric names out of PromQL (and would catch an unknown one)', () => {
    expect(metricNamesOf('sum by (le, route) (rate(http_request_duration_seconds_bucket{route=~"/api/.*"}[5m])) > 0.5')).toEqual([
      'http_request_duration_seconds_bucket',
    ]);
    expect(metricNamesOf('max by (queue) (wallart_jobs{state="failed"}) > 0 and changes(no_such_metric[15m]) > 2')).toEqual(['wallart_jobs', 'no_such_metric']);
    expect(served.has('no_such_metric')).toBe(false);
  });

  it('the Grafana dashboard: request rate, errors, p95/p99 by route, checkouts, queue depth and age, pool, memory', () => {
    const names = new Set(dashboardExpressions().flatMap(metricNamesOf));
    for (const expected of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'wallart_checkouts_total',
      'wallart_jobs',
      'wallart_job_oldest_waiting_seconds',
      'wallart_db_pool_connections',
      'process_resident_memory_bytes',
    ]) {
      expect(names, expected).toContain(expected);
    }
    expect([...names].filter((name) => !served.has(name))).toEqual([]);
  });

  it('the Prometheus alert rules: error ratio, p99, queue age, readiness, restarts', () => {
    const rules = alertExpressions();
    expect(rules.map((r) => r.alert)).toEqual(expect.arrayContaining(['HighErrorRatio', 'SlowRequestsP99', 'JobQueueBehind', 'NotReady', 'Restarting']));
    for (const rule of rules) {
      const names = metricNamesOf(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      expect(
        names.filter((name) => !served.has(name)),
        rule.alert,
      ).toEqual([]);
    }
  });
});
