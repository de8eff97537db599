#!/usr/bin/env node
// Builds the web app and the operator console when their output is missing or older than any of their
// sources, so `npm start` and `npm test` always serve and measure the current code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['packages/contracts/src', 'package-lock.json'];
const apps = [
  {
    name: 'web app',
    workspace: '@app/web',
    stamp: 'apps/web/dist/.vite/manifest.json',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared],
  },
  {
    name: 'operator console',
    workspace: '@app/console',
    stamp: 'apps/console/dist/.vite/manifest.json',
    // The console imports the site's design tokens (apps/web/src/styles/tokens.css).
    sources: ['apps/console/src', 'apps/console/public', 'apps/console/index.html', 'apps/console/vite.config.ts', 'apps/web/src/styles', ...shared],
  },
];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

const force = process.argv.includes('--force');
for (const app of apps) {
  const stamp = path.join(root, app.stamp);
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...app.sources.map((s) => newest(path.join(root, s))));
  if (!force && built > changed) {
    console.log(`${app.name} is up to date`);
    continue;
  }
  console.log(`building the ${app.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
