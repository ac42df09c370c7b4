import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from './settings'

/**
 * The accessibility scan of the static Storybook (`pnpm turbo run build-storybook` builds it first):
 * storybook/serve.ts serves packages/modal-ui/storybook-static on loopback, storybook/a11y.spec.ts runs
 * axe on every story in both themes.
 */
export default defineConfig({
  testDir: './storybook',
  testMatch: '**/*.spec.ts',
  globalSetup: './storybook/serve.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results/storybook',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // Animations end at once: colours are checked at rest, not halfway through a fade.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
})
