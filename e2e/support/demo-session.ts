import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newContext } from '../tools/browser.ts';
import { apiLogin, useToken } from './auth.ts';
import { startServer, type RunningServer } from './server.ts';

type ContextOptions = NonNullable<Parameters<typeof newContext>[1]>;

/** What a spec file signed in as the seeded demo member works with. */
export interface DemoSession {
  server: RunningServer;
  browser: Browser;
  /** The demo member's token, for useToken or the API. */
  token: string;
  /** A new browser context, signed in as the demo member unless `isSignedIn` is false, with a page open at `path`. */
  openPage(path: string, options: ContextOptions & { isSignedIn?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Starts the server and a browser before the file's tests and signs the demo member in; stops both
 * after them. Call at the top of a spec file; the fields are filled once its beforeAll has run.
 */
export function setUpDemoSession(): DemoSession {
  const session: Partial<DemoSession> = {
    async openPage(path, { isSignedIn = true, ...options }) {
      const { server, browser, token } = session as DemoSession;
      const context = await newContext(browser, options);
      if (isSignedIn) await useToken(context, token);
      const page = await context.newPage();
      await page.goto(server.baseUrl + path);
      return { context, page };
    },
  };
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startServer(), launchBrowser()]);
    session.token = (await apiLogin(session.server.baseUrl, 'demo', 'Demo1234!')).token;
  }, Number(process.env.E2E_SERVER_START_MS ?? 60_000) + 30_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session as DemoSession;
}
