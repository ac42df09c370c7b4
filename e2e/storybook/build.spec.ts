import { expect } from '@playwright/test'
import { readIndex } from './static-build.js'
import { expectQuietLog, test } from './story-page.js'

const entries = readIndex()

// Every docs page is checked in walk.spec.ts, on the pool of pages that walks the stories.
test('the build has a story for every view state and primitive (at least 120) and a docs page per component', () => {
  const stories = entries.filter((entry) => entry.type === 'story')
  const titles = new Set(stories.map((entry) => entry.title))
  const docs = new Set(entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title))
  expect(stories.length).toBeGreaterThanOrEqual(120)
  expect([...titles].filter((title) => !docs.has(title))).toEqual([])
  expect(docs.has('Theming')).toBe(true)
})

test('the manager (index.html) loads every entry with a quiet console and loopback only', async ({ storyPage }) => {
  const log = await storyPage.open('index.html')
  const { page } = storyPage
  // The sidebar lists the build's entries, and the first story renders in the preview frame.
  await expect(page.getByRole('navigation').getByText('Primitives', { exact: true }).first()).toBeVisible()
  const preview = page.frameLocator('#storybook-preview-iframe')
  await expect(preview.locator('body[data-story-finished]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expectQuietLog(log, 'the manager')
  expect(entries.length).toBeGreaterThan(0)
})
