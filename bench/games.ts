/**
 * `npm run bench:games`: game list and name search over the seeded 10k catalogue at concurrency 32
 * (embedded database, or DATABASE_URL). Besides autocannon's client-side latency, every response
 * carries the server's own handling time (Server-Timing: app;dur=ms, from onRequest to onSend), and
 * the p50/p95/p99 of those are the server-side figures.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.ts';

const connections = Number(process.env.CONNECTIONS ?? 32);
const seconds = Number(process.env.SECONDS ?? 10);

interface Scenario {
  name: string;
  paths: string[];
}

const vendors = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];
const listPaths = vendors.flatMap((v) =>
  [1, 2, 3, 7, 20].map((page) => `/api/v1/games?clientType=3&platform=flash,html5-desktop&gameType=RNG&vassalage=${v}&pageNo=${page}&pageSize=20&language=EN&imgSize=rx2`),
);
const searchTerms: [string, string][] = [
  ['golden', 'EN'], ['lotus fortune', 'EN'], ['dragon', 'EN'], ['tiger tre', 'EN'], ['jade pal', 'EN'], ['mystic', 'EN'],
  ['wolf', 'EN'], ['crystal orchid', 'EN'], ['spins', 'EN'], ['royal crown', 'EN'], ['xyz', 'EN'], ['lucky', 'EN'],
  ['มังกร', 'TY'], ['บัวทองคำ', 'TY'], ['โชคลาภ', 'TY'], ['เสือ', 'TY'], ['สมบัติ', 'TY'], ['golden', 'TY'],
];
// Every request a term never seen before (a real word plus two letters), so the server's memoised
// search results never help: each one scans the whole catalogue's names.
const words = ['golden', 'lotus', 'dragon', 'tiger', 'jade', 'mystic', 'wolf', 'crystal', 'royal', 'lucky', 'มังกร', 'เสือ'];
const letters = 'abcdefghijklmnopqrstuvwxyz';
const uniquePaths = Array.from({ length: 30_000 }, (_, i) => {
  const term = `${words[i % words.length]}${letters[Math.floor(i / words.length) % 26]}${letters[Math.floor(i / (words.length * 26)) % 26]}`;
  return `/api/v1/games?gameType=ALL&pageNo=1&pageSize=20&language=${i % 2 ? 'TY' : 'EN'}&q=${encodeURIComponent(term)}`;
});
const searchPaths = searchTerms.map(([q, lang]) => `/api/v1/games?gameType=ALL&pageNo=1&pageSize=20&language=${lang}&q=${encodeURIComponent(q)}`);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

// One cursor across runs, so the measured run does not replay the warm-up's (memoised) terms.
let i = 0;
async function run(baseUrl: string, scenario: Scenario, duration: number) {
  const serverMs: number[] = [];
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: scenario.paths[i++ % scenario.paths.length] as string }),
        onResponse: (_status: number, _body: string, _context: object, headers?: Record<string, string | string[] | undefined>) => {
          const m = /app;dur=([\d.]+)/.exec(String(headers?.['server-timing'] ?? ''));
          if (m) serverMs.push(Number(m[1]));
        },
      },
    ],
  });
  serverMs.sort((a, b) => a - b);
  return {
    name: scenario.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    s50: percentile(serverMs, 50),
    s95: percentile(serverMs, 95),
    s99: percentile(serverMs, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const server = await startServer({ LOG_LEVEL: 'silent', SETTINGS_CACHE_MS: '1000', NODE_ENV: 'production', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) });
try {
  const scenarios: Scenario[] = [
    { name: 'game list (RNG by vendor, pages 1-20)', paths: listPaths },
    { name: 'name search (EN + TY, 18 terms)', paths: searchPaths },
    { name: 'name search, every term new (no memo)', paths: uniquePaths },
  ];
  for (const s of scenarios) await run(server.baseUrl, s, 2); // warm-up (catalogue snapshot, JIT)
  const rows = [];
  for (const s of scenarios) rows.push(await run(server.baseUrl, s, seconds));
  console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s each\n`);
  console.log('| scenario | req/s | client p50 / p97.5 / p99 ms | server p50 / p95 / p99 ms | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} / ${r.p97_5} / ${r.p99} | ${r.s50.toFixed(2)} / ${r.s95.toFixed(2)} / ${r.s99.toFixed(2)} | ${r.non2xx} | ${r.errors} |`);
  }
} finally {
  await server.stop();
}
