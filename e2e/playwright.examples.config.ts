import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from './settings'

/**
 * The examples of examples/, installed from our packed tarballs and built by tooling/scripts/prepare-examples.mjs
 * into EXAMPLES_WORK (tooling/scripts/examples.sh does both). examples/global-setup.ts starts anvil and each
 * built example's server.
 */
export default defineConfig({
  testDir: './examples',
  testMatch: '**/*.spec.ts',
  globalSetup: './examples/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results/examples',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
})
