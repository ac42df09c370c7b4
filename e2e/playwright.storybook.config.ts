import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from './settings'

/**
 * The static Storybook (`pnpm turbo run build-storybook` builds it first): storybook/serve.ts serves
 * packages/modal-ui/storybook-static on loopback; storybook/walk.spec.ts is one test that walks every story
 * (play steps, the a11y addon's axe result, console and requests) and every docs page on a pool of pages of
 * one browser (storybook/story-walk.ts), listing each failure by name. build.spec.ts, sheet.spec.ts and
 * toolbar.spec.ts (the index, the manager, the phone sheet, the toolbar) run first, in the same one worker:
 * run beside the walk's pool of pages on a 2-core machine, the manager once showed the phone viewport
 * 320 px wide for over 20 s (it passed alone and in order), so the walk, named to sort last, goes after them.
 */
export default defineConfig({
  testDir: './storybook',
  testMatch: '**/*.spec.ts',
  globalSetup: './storybook/serve.ts',
  fullyParallel: true,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  // A story page boots Storybook's preview and about a hundred modules (1 to 4 s on an idle 2-core machine):
  // waits are long enough for a loaded machine, and only a failing wait takes them in full. The story walk
  // sets its own limit (walk.spec.ts) and bounds each page's waits (story-checks.ts).
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
