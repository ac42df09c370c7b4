import { expect } from '@playwright/test'
import { expectQuietLog, test } from './story-page.js'

// The toolbar's accent and radius switches reach the components (theme and language are in every story's
// run, walk.spec.ts). A story opened with the globals the toolbar would set, as the manager does.

test('the accent switch colours the accent button', async ({ storyPage }) => {
  const log = await storyPage.open('iframe.html?id=primitives-button--accent&viewMode=story&globals=accent:Orange')
  const { page } = storyPage
  await expect(page.locator('body[data-story-finished]')).toHaveCount(1)
  // Orange is #ff9f1c (src/stories/toolbar.ts); the default accent is #45E3FF.
  await expect(page.locator('agentry-button button').first()).toHaveCSS('background-color', 'rgb(255, 159, 28)')
  expectQuietLog(log, 'the Button story with the Orange accent')
})

test('the radius switch rounds the modal: its card is 6 × the master radius', async ({ storyPage }) => {
  const card = (radius: string) =>
    `iframe.html?id=views-connect--wallets-listed&viewMode=story${radius ? `&globals=radius:${radius}` : ''}`
  let log = await storyPage.open(card(''))
  const { page } = storyPage
  const dialog = page.locator('agentry-modal [role="dialog"]')
  await expect(dialog).toHaveCSS('border-top-left-radius', '24px')
  expectQuietLog(log, 'the Connect view with the default radius')
  log = await storyPage.open(card('6px'))
  await expect(page.locator('body[data-story-finished]')).toHaveCount(1)
  await expect(dialog).toHaveCSS('border-top-left-radius', '36px')
  expectQuietLog(log, 'the Connect view with the 6px radius')
})

test('the viewport switch has a phone: the manager shows the story 390 px wide, as a bottom sheet', async ({
  storyPage,
}) => {
  const log = await storyPage.open('index.html?path=/story/views-connect--wallets-listed&globals=viewport:phone')
  const { page } = storyPage
  const frame = page.locator('#storybook-preview-iframe')
  await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(390)
  const preview = page.frameLocator('#storybook-preview-iframe')
  await expect(preview.locator('body[data-story-finished]')).toHaveCount(1)
  // Under 640 px the modal is a bottom sheet: its drag handle shows.
  await expect(preview.locator('agentry-modal .handle')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expectQuietLog(log, 'the manager with the phone viewport')
})
