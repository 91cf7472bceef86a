import { readFileSync } from 'node:fs';
import express from 'express';
import { register } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMetrics } from '../../backend/src/metrics/metrics';
import '../../app/lib/metrics.server';
import { healthChecks } from '../../web-server/health';
import { metricsEndpoint } from '../../web-server/metrics';

// The team's dashboard and alert rules (docs/operations/) may only name metrics the two processes
// export: a renamed metric would otherwise leave an alert that never fires.

const doc = (name: string) => readFileSync(new URL(`../../docs/operations/${name}`, import.meta.url), 'utf8');

function exportedNames(): Set<string> {
  const backend = createMetrics();
  backend.collectProcessMetrics();
  // The web app's process: its server's metrics, its health gauge, the app's own, the defaults.
  healthChecks(express(), 'http://127.0.0.1:9');
  metricsEndpoint('a-token-of-at-least-thirty-two-characters');
  const names = new Set<string>();
  for (const metric of [...backend.registry.getMetricsAsArray(), ...register.getMetricsAsArray()]) {
    const { name, type } = metric as unknown as { name: string; type: string };
    names.add(name);
    if (type === 'histogram' || type === 'summary') {
      for (const suffix of ['_bucket', '_count', '_sum']) names.add(`${name}${suffix}`);
    }
  }
  return names;
}

/** The metric names an expression reads: every identifier that is not a function, keyword or label. */
function metricsIn(expr: string): string[] {
  const withoutLabels = expr.replace(/\{[^}]*\}/g, '').replace(/\b(by|without)\s*\([^)]*\)/g, '');
  const words = withoutLabels.match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? [];
  return words.filter((word) => /^(http|nodejs|process|skillpilot)_/.test(word));
}

describe('the operations dashboard and alert rules', () => {
  const exported = exportedNames();
  const rules = parse(doc('prometheus-alerts.yml')) as {
    groups: { rules: { alert: string; expr: string; labels: { severity: string } }[] }[];
  };
  const alerts = rules.groups.flatMap((group) => group.rules);
  const dashboard = JSON.parse(doc('grafana-dashboard.json')) as {
    panels: { title: string; targets: { expr: string }[] }[];
  };

  it('alert on what must wake someone', () => {
    const names = alerts.map((rule) => rule.alert);
    for (const needed of [
      'SkillpilotServerErrors',
      'SkillpilotSlowAnswers',
      'SkillpilotBillingCouldNotMove',
      'SkillpilotNewsFeedFailing',
      'SkillpilotMailFailing',
      'SkillpilotReadinessFlapping',
    ]) {
      expect(names).toContain(needed);
    }
    for (const rule of alerts) expect(['page', 'warn']).toContain(rule.labels.severity);
  });

  for (const rule of alerts) {
    it(`alert ${rule.alert} reads only exported metrics`, () => {
      const read = metricsIn(rule.expr);
      expect(read.length).toBeGreaterThan(0);
      for (const name of read) expect(exported, `${name} in ${rule.alert}`).toContain(name);
    });
  }

  it('has a panel for every metric family, each reading only exported metrics', () => {
    const read = new Set<string>();
    for (const panel of dashboard.panels) {
      for (const target of panel.targets) {
        const names = metricsIn(target.expr);
        expect(names.length, panel.title).toBeGreaterThan(0);
        for (const name of names) {
          expect(exported, `${name} in "${panel.title}"`).toContain(name);
          read.add(name.replace(/_(bucket|count|sum)$/, ''));
        }
      }
    }
    for (const own of [...exported].filter((name) => name.startsWith('skillpilot_'))) {
      const family = own.replace(/_(bucket|count|sum)$/, '');
      expect(read, `no panel shows ${family}`).toContain(family);
    }
  });
});
