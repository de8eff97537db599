import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { newContext } from '../tools/browser.ts';
import { REPO_ROOT, type RunningServer } from './server.ts';

export interface OperatorAccount {
  username: string;
  password: string;
}

/** `npm run operator -- create` against the running server's database: a new operator and its one-time password. */
export function createOperator(server: RunningServer, username: string, role: string): OperatorAccount {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/operator.ts', 'create', username, '--role', role], { cwd: REPO_ROOT, env: server.env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`operator create failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as OperatorAccount;
}

/** An operator session token (password login; for operators without TOTP). */
export async function operatorLogin(server: RunningServer, who: OperatorAccount): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/v1/operator/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
  if (!res.ok) throw new Error(`operator login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A new operator with `role`, signed in. */
export async function operatorToken(server: RunningServer, username: string, role: string): Promise<string> {
  return operatorLogin(server, createOperator(server, username, role));
}

/**
 * A browser page signed in to the console as `who` (through the login form), in the theme and viewport
 * asked for. The console keeps its theme in local storage (`console.theme`).
 */
export async function consolePage(
  browser: Browser,
  server: RunningServer,
  who: OperatorAccount,
  options: { viewport?: 'mobile' | 'desktop'; theme?: 'dark' | 'light' } = {},
): Promise<Page> {
  const context = await newContext(browser, { viewport: options.viewport ?? 'desktop' });
  await context.addInitScript((theme: string) => localStorage.setItem('console.theme', theme), options.theme ?? 'dark');
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/console/login`);
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-nav').waitFor({ state: 'attached' });
  return page;
}
