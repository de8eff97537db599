import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  env: Record<string, string>;
  /** `npm run site -- ...` against this server (goes through its control endpoint). */
  site(...args: string[]): string;
  stop(): Promise<void>;
  logs(): string;
}

/**
 * Starts the real server, exactly as `npm start` runs it, on a free port with
 * a fresh embedded database (seeded with demo data on first start). The web
 * app must be built (CI builds before running the browser tests).
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The browser tests present visitor addresses through X-Forwarded-For, as a proxy would.
    TRUST_PROXY: '127.0.0.1',
    SETTINGS_CACHE_MS: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (extraEnv.DATABASE_URL) env.DATABASE_URL = extraEnv.DATABASE_URL;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start migrates and seeds a fresh database: on a busy shared machine that can take longer than a minute.
  const deadline = Date.now() + Number(process.env.E2E_SERVER_START_MS ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    env,
    site(...args: string[]) {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/site.ts', ...args], { cwd: REPO_ROOT, env, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`site ${args.join(' ')} failed: ${result.stderr}`);
      return result.stdout;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    logs: () => output,
  };
}
