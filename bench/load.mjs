// Requests per second and latency of one URL with autocannon on loopback, and, given the server's
// process id, the CPU time that process spent per request (a figure the load generator's own share
// of the cores does not move, unlike requests per second).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** User and system CPU time of a process so far, in milliseconds (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Loads `url` for `duration` seconds. With `distinct`, each request asks for a new address (a
 * `view` number added to the query), so no two answers are the same page.
 */
export async function load(url, { connections = 50, duration = 10, pid, headers, distinct = false } = {}) {
  const before = pid ? cpuMs(pid) : 0;
  let views = 0;
  const requests = distinct
    ? [
        {
          setupRequest: (request) => {
            views += 1;
            return {
              ...request,
              path: `${request.path}${request.path.includes('?') ? '&' : '?'}view=${views}`,
            };
          },
        },
      ]
    : undefined;
  const result = await autocannon({ url, connections, duration, headers, requests });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: pid && result.requests.total ? (cpuMs(pid) - before) / result.requests.total : null,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
