import {
  Counter,
  type CounterConfiguration,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  register,
} from 'prom-client';

// The web app's process has one registry, prom-client's own, which the web server serves at /metrics
// and the app's modules count into. A module evaluated again (a test file, a reloaded module in
// development) gets the metric already registered instead of an error for a name taken.

export function sharedCounter<L extends string>(config: CounterConfiguration<L>): Counter<L> {
  return (register.getSingleMetric(config.name) as Counter<L> | undefined) ?? new Counter(config);
}

export function sharedGauge<L extends string>(config: GaugeConfiguration<L>): Gauge<L> {
  return (register.getSingleMetric(config.name) as Gauge<L> | undefined) ?? new Gauge(config);
}

export function sharedHistogram<L extends string>(config: HistogramConfiguration<L>): Histogram<L> {
  return (register.getSingleMetric(config.name) as Histogram<L> | undefined) ?? new Histogram(config);
}
