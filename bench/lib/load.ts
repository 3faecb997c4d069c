import autocannon from 'autocannon';
import type { BenchRequest, Endpoint } from '../mix';
import { cookieOf, type Slot } from './slots';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  statusCodes: Record<string, number>;
}

/**
 * Drives one endpoint with `connections` keep-alive connections for `seconds`, each connection looping over
 * its own slot's cycle (one autocannon instance per connection, so no two connections share records).
 * Latencies are every response's, collected here because autocannon's summary has no 95th percentile.
 * `ratePerConnection` caps each connection's requests per second (a soak's moderate load); unset, each
 * sends its next request as soon as the last is answered.
 */
export async function driveEndpoint(
  baseUrl: string,
  endpoint: Endpoint,
  slots: readonly Slot[],
  connections: number,
  seconds: number,
  ratePerConnection?: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let connectionErrors = 0;
  const started = performance.now();
  const runs = slots.slice(0, connections).map(
    (slot) =>
      new Promise<void>((resolve, reject) => {
        const options = {
          url: baseUrl,
          connections: 1,
          duration: seconds,
          timeout: 10,
          ...(ratePerConnection === undefined ? {} : { connectionRate: ratePerConnection }),
          requests: endpoint.cycle(slot).map((request) => toAutocannon(request, cookieOf(slot, request.as))),
        };
        const instance = autocannon(options, (error, result) => {
          if (error) return reject(error instanceof Error ? error : new Error(String(error)));
          connectionErrors += result.errors;
          resolve();
        });
        instance.on('response', (_client, statusCode, _bytes, responseTime) => {
          latencies.push(responseTime);
          statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
        });
      }),
  );
  await Promise.all(runs);
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  await answersStillInFlight(latencies.at(-1) ?? 0);
  const non2xx = Object.entries(statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: connectionErrors + non2xx,
    statusCodes,
  };
}

/**
 * autocannon stops at its deadline without waiting for the answers it still expects, and the server finishes
 * those requests anyway. A write among them (a "mark task done") that lands after the next run has reset
 * its record would fail that run's first request. Waiting twice the run's slowest answer lets them land.
 */
function answersStillInFlight(slowestMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.min(2 * slowestMs + 50, 5000)));
}

function toAutocannon(request: BenchRequest, cookie: string): autocannon.Request {
  return {
    method: request.method,
    path: `/api/v1${request.path}`,
    ...(request.body === undefined
      ? { headers: { cookie } }
      : { headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(request.body) }),
  };
}

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
