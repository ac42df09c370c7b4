import { expect } from '@playwright/test'
import { readIndex } from './static-build.js'
import { expectQuietLog, test } from './story-page.js'

const entries = readIndex()

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

for (const { id, title } of entries.filter((entry) => entry.type === 'docs')) {
  test(`docs page ${title} (${id}) renders with a quiet console and loopback only`, async ({ storyPage }) => {
    // A docs page renders each of its stories, some in frames of their own (the modal's): a longer limit
    // than one story's, so a busy machine does not fail a page that is only slow.
    test.setTimeout(90_000)
    const log = await storyPage.open(`iframe.html?id=${id}&viewMode=docs`)
    const { page } = storyPage
    await expect(page.locator('body[data-docs-rendered]')).toHaveCount(1)
    await expect(page.locator('#storybook-docs h1').first()).toBeVisible()
    // Stories shown in their own frames (the modal's views) finish there too.
    const frames = page.locator('#storybook-docs iframe')
    for (let index = 0; index < (await frames.count()); index++)
      await expect(
        page.frameLocator('#storybook-docs iframe').nth(index).locator('body[data-story-finished$=":success"]'),
      ).toHaveCount(1)
    expectQuietLog(log, `docs page ${id}`)
  })
}
