import { defineConfig, devices } from '@playwright/test';

// Overridable so that several engineers can run suites side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CLIENT_DIST_DIR = process.env.E2E_CLIENT_DIST ?? './dist/client';
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const BASE_URL = `http://localhost:${PORT}`;

/**
 * End-to-end tests against the real server on a throw-away embedded database (seeded with the demo
 * district), serving the built client: run `npx vite build` first (`npm run test:e2e` does).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // Sign-in rate limiting has its own API tests; here many journeys sign in from one address.
    command: `rm -rf ${DATA_DIR} && DATA_DIR=${DATA_DIR} PORT=${PORT} APP_URL=${BASE_URL} CLIENT_DIST_DIR=${CLIENT_DIST_DIR} LOGIN_RATE_LIMIT_PER_MINUTE=1000 LOG_LEVEL=warn npx tsx server/main.ts`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
