// The crowd bench's arithmetic: percentiles, the figures per kind of request, and the check that
// every step the product acknowledged is stored once. Pure functions, tested in tests/unit.

/** The p-th percentile (0-100) of `values` by the nearest-rank method; null for no values. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** A status counts as answered when the page or its redirect came back (2xx or 3xx). */
export const answered = (status) => typeof status === 'number' && status >= 200 && status < 400;

/**
 * Figures of a list of timed requests ({ kind, ms, status } or { kind, ms, error }): per kind and
 * over all, the count, p50/p95/p99 in ms, and every other status or network error counted.
 */
export function summarise(requests) {
  const byKind = new Map();
  for (const request of requests) {
    const kind = byKind.get(request.kind) ?? [];
    kind.push(request);
    byKind.set(request.kind, kind);
  }
  const figuresOf = (list) => {
    const ms = list.map((request) => request.ms);
    const failures = {};
    for (const request of list) {
      const key = request.error ?? (answered(request.status) ? null : String(request.status));
      if (key) failures[key] = (failures[key] ?? 0) + 1;
    }
    return {
      count: list.length,
      p50: round(percentile(ms, 50)),
      p95: round(percentile(ms, 95)),
      p99: round(percentile(ms, 99)),
      max: round(ms.length ? Math.max(...ms) : null),
      failures,
    };
  };
  const kinds = Object.fromEntries([...byKind].map(([kind, list]) => [kind, figuresOf(list)]));
  return { all: figuresOf(requests), kinds };
}

/** How many answers were 5xx, and how many never came (network errors and time-outs). */
export function failureCounts(figures) {
  let serverErrors = 0;
  let networkErrors = 0;
  for (const [key, count] of Object.entries(figures.failures)) {
    if (/^5\d\d$/.test(key)) serverErrors += count;
    else if (!/^\d+$/.test(key)) networkErrors += count;
  }
  return { serverErrors, networkErrors };
}

const round = (value) => (value === null ? null : Math.round(value));

/**
 * Compares what a learner was told was saved with what the backend holds.
 * `steps` are the learner's posts in order: { lessonId, type: 'answer', practiceId, answer, acknowledged }
 * or { lessonId, type: 'continue' | 'finish', fragmentIndex, acknowledged }.
 * `progress` maps each lesson id to the backend's lesson progress (GET user-course-progress/lesson).
 * An answer is stored when the backend holds the last acknowledged one or one posted after it (a
 * post that timed out at the learner may still have been saved); a continue when its fragment is
 * completed; a finish when the lesson is. Doubled: a practice or fragment held twice.
 */
export function checkStoredOnce(steps, progress) {
  const lost = [];
  const doubled = [];
  let checked = 0;
  const resultsOf = (lessonId) => {
    const results = [];
    for (const entry of Object.values(progress[lessonId]?.fragmentProgress ?? {}))
      results.push(...entry.practiceResults);
    return results;
  };

  const lastAcknowledged = new Map();
  steps.forEach((step, at) => {
    if (step.type === 'answer' && step.acknowledged)
      lastAcknowledged.set(`${step.lessonId}\n${step.practiceId}`, at);
  });
  for (const [key, at] of lastAcknowledged) {
    const [lessonId, practiceId] = key.split('\n');
    checked++;
    const stored = resultsOf(lessonId).filter((result) => result.practiceId === practiceId);
    const accepted = steps
      .slice(at)
      .filter(
        (step) => step.type === 'answer' && step.lessonId === lessonId && step.practiceId === practiceId,
      )
      .map((step) => step.answer.trim());
    if (!stored.some((result) => accepted.includes(result.answer)))
      lost.push({ lessonId, practiceId, answer: accepted[0], stored: stored.map((result) => result.answer) });
  }

  for (const step of steps) {
    if (!step.acknowledged || step.type === 'answer') continue;
    checked++;
    const lesson = progress[step.lessonId];
    const stored =
      step.type === 'finish' ? lesson?.finished : lesson?.fragmentProgress?.[step.fragmentIndex]?.completed;
    if (!stored) lost.push({ lessonId: step.lessonId, type: step.type, fragmentIndex: step.fragmentIndex });
  }

  for (const [lessonId, lesson] of Object.entries(progress)) {
    const practiceIds = resultsOf(lessonId).map((result) => result.practiceId);
    const fragmentIds = Object.values(lesson?.fragmentProgress ?? {}).map((entry) => entry.fragmentId);
    for (const [kind, ids] of [
      ['practice', practiceIds],
      ['fragment', fragmentIds],
    ]) {
      const seen = new Set();
      for (const id of ids) {
        if (seen.has(id)) doubled.push({ lessonId, [kind]: id });
        seen.add(id);
      }
    }
  }
  return { checked, lost, doubled };
}

/**
 * Lines of `second N: requests, over 1 s (by kind), slowest`, from requests recorded with `at`
 * (performance.now() when sent), counted from `started`.
 */
export function timeline(requests, started) {
  const seconds = new Map();
  for (const request of requests) {
    if (request.at === undefined) continue;
    const second = Math.floor((request.at - started) / 1000);
    const entry = seconds.get(second) ?? { count: 0, slow: {}, slowest: 0 };
    entry.count += 1;
    if (request.ms > 1000) entry.slow[request.kind] = (entry.slow[request.kind] ?? 0) + 1;
    entry.slowest = Math.max(entry.slowest, request.ms);
    seconds.set(second, entry);
  }
  return [...seconds]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([second, entry]) =>
        `  second ${second}: ${entry.count} requests, over 1 s ${JSON.stringify(entry.slow)}, slowest ${Math.round(entry.slowest)} ms`,
    );
}
