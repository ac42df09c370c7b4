import { defineConfig, devices } from '@playwright/test'

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
    // Debian's chromium: this machine cannot download Playwright's browser.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // Animations end at once: colours are checked at rest, not halfway through a fade.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
})
