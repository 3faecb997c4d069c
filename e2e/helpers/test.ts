import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { test as base } from '@playwright/test';
import { compiledEntryArgs } from '../../tools/server-bundle';
import { type SignInAs, storedSessions } from './auth';

// Overridable so that several engineers can run suites side by side on one machine.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const CLIENT_DIST_DIR = process.env.E2E_CLIENT_DIST ?? './dist/client';
const START_TIMEOUT_MS = 120_000;
/** A key for the e2e servers' throw-away databases only (base64 of 32 bytes). */
const E2E_SSO_SECRET_KEY = Buffer.alloc(32, 7).toString('base64');

async function waitUntilHealthy(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the e2e server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the e2e server at ${baseURL} did not answer within ${START_TIMEOUT_MS} ms`);
}

/**
 * Every Playwright worker gets its own server on a throw-away embedded database seeded with the demo
 * district, so workers run side by side without seeing each other's changes. It serves the built client:
 * run `npx vite build` first (`npm run test:e2e` does). A describe block that needs other settings says
 * `test.use({ serverEnv: { … } })`; its tests get a worker and a server of their own.
 */
export const test = base.extend<
  object,
  { appServer: { baseURL: string; dataDir: string }; serverEnv: Record<string, string>; signInAs: SignInAs }
>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  appServer: [
    async ({ serverEnv }, use, workerInfo) => {
      const port = BASE_PORT + workerInfo.parallelIndex;
      const baseURL = `http://localhost:${port}`;
      const dataDir = `.tmp/e2e-data-${port}`;
      await rm(dataDir, { recursive: true, force: true });
      // The compiled server, as production runs it; `npm run build` (in npm run test:e2e) makes it.
      const server = spawn(process.execPath, compiledEntryArgs('main'), {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          APP_URL: baseURL,
          CLIENT_DIST_DIR,
          // Sign-in rate limiting has its own API tests; here many journeys sign in from one address.
          LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
          LOG_LEVEL: 'warn',
          // Single sign-on can store providers (e2e/single-sign-on.spec.ts adds one and removes it after).
          SSO_SECRET_KEY: E2E_SSO_SECRET_KEY,
          // The journeys check the links a server without this configuration gives.
          FEEDBACK_URL: undefined,
          HELP_CENTRE_URL: undefined,
          ...serverEnv,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      try {
        await waitUntilHealthy(baseURL, server);
        await use({ baseURL, dataDir });
      } finally {
        server.kill('SIGTERM');
        if (server.exitCode === null) await once(server, 'exit');
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.baseURL),
  // signInAs(page, account): the dashboard with this worker's stored session for the account (helpers/auth.ts).
  signInAs: [
    async ({ browser, appServer }, use) => use(storedSessions(browser, appServer.baseURL)),
    { scope: 'worker' },
  ],
});

export { expect, type Locator, type Page } from '@playwright/test';
