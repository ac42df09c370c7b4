import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from './settings'

/**
 * The static Storybook (`pnpm turbo run build-storybook` builds it first): storybook/serve.ts serves
 * packages/modal-ui/storybook-static on loopback; storybook/stories.spec.ts opens every story once (play
 * steps, the a11y addon's axe result, console and requests), storybook/build.spec.ts the manager and every
 * docs page. Each worker reuses one page (storybook/story-page.ts).
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
  // A story page boots Storybook's preview and about a hundred modules (about 4 s on an idle 2-core machine):
  // waits are long enough for a loaded machine, and only a failing wait takes them in full.
  timeout: 45_000,
  expect: { timeout: 20_000 },
  outputDir: '../test-results/storybook',
  use: {
    ...devices['Desktop Chrome'],
    // The pages themselves are the workers' (story-page.ts: viewport, reduced motion, loopback only).
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium' }],
})
