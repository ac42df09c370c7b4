import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from './settings'

/**
 * Browser tests against the production build of apps/web (`next build` runs first, through turbo).
 * global-setup.ts starts anvil and the production server; the base URL reaches the tests through the fixtures.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'tests/**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
})
