import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium. Each worker starts its own server on its own throw-away embedded
 * database (e2e/helpers/test.ts), so files run side by side: the journeys spend most of their time waiting
 * on the browser, not on the CPU.
 */
/**
 * The demo district's schools are in US Central time; the browser and the tests' own date arithmetic use
 * it too, so screens show the seeded school hours and no journey assumes UTC.
 */
const E2E_TIME_ZONE = 'America/Chicago';
process.env.TZ = E2E_TIME_ZONE;

/** The first-load budget spec: bytes, request order, and the largest paint on a throttled phone. */
const BUDGET_SPEC = /first-load-budget\.spec\.ts$/;

const CHROMIUM = {
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
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  // A sign-in (argon2) and a lazy screen's first load can take over 5 s on two busy cores, and a journey with
  // two axe runs and two sign-ins took 32 s there: every test gets two minutes, the longest journeys more.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    timezoneId: E2E_TIME_ZONE,
    // No trace: recording one for every test (to keep a failed test's) cost 10–13% of the journeys' CPU on two
    // cores, in the runner and in each page's snapshots. A failed test keeps a screenshot of its end; record a
    // trace when chasing a failure with `npx playwright test --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The journeys ask for reduced motion, a setting the app honours (theme.ts): spinners and transitions
    // then draw no frame after frame, which was a sixth of the suite's CPU on two cores.
    { name: 'journeys', testIgnore: BUDGET_SPEC, use: { ...CHROMIUM, reducedMotion: 'reduce' } },
    // Timed on a slowed phone: run on its own, after everything else (npm test), or its paints measure the
    // other suites' load, not the app's.
    { name: 'budget', testMatch: BUDGET_SPEC, use: CHROMIUM },
  ],
});
