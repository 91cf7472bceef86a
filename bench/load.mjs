// Requests per second and latency of one URL with autocannon on loopback.
import autocannon from 'autocannon';

export async function load(url, { connections = 50, duration = 10 } = {}) {
  const result = await autocannon({ url, connections, duration });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
