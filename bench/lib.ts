import autocannon from 'autocannon';

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run against a path; latencies in ms. */
export async function load(baseUrl: string, path: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl + path,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function table(rows: LoadResult[]): string {
  const lines = ['| route | req/s | p50 ms | p99 ms | non-2xx | errors |', '|---|---:|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| \`${r.path}\` | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
  return lines.join('\n');
}
