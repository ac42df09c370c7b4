import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from './settings'

/**
 * The static Storybook (`pnpm turbo run build-storybook` builds it first): storybook/serve.ts serves
 * packages/modal-ui/storybook-static on loopback; storybook/stories.spec.ts is one test that walks every story
 * (play steps, the a11y addon's axe result, console and requests) and every docs page on a pool of pages of
 * one browser (storybook/story-walk.ts), listing each failure by name; build.spec.ts, toolbar.spec.ts and
 * sheet.spec.ts (the index, the manager, the toolbar, the phone sheet) run in the other worker meanwhile.
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
  // A story page boots Storybook's preview and about a hundred modules (1 to 4 s on an idle 2-core machine):
  // waits are long enough for a loaded machine, and only a failing wait takes them in full. The story walk
  // sets its own limit (stories.spec.ts) and bounds each page's waits (story-checks.ts).
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
