import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../tools/browser.ts';
import { apiLogin } from './auth.ts';
import { startServer, type RunningServer } from './server.ts';

/** What a spec file signed in as the seeded demo member works with. */
export interface DemoSession {
  server: RunningServer;
  browser: Browser;
  /** The demo member's token, for useToken or the API. */
  token: string;
}

/**
 * Starts the server and a browser before the file's tests and signs the demo member in; stops both
 * after them. Call at the top of a spec file; the fields are filled once its beforeAll has run.
 */
export function setUpDemoSession(): DemoSession {
  const session: Partial<DemoSession> = {};
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startServer(), launchBrowser()]);
    session.token = (await apiLogin(session.server.baseUrl, 'demo', 'Demo1234!')).token;
  }, 90_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session as DemoSession;
}
