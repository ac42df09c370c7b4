import { expect } from '@playwright/test'
import { readIndex } from './static-build.js'
import { expectQuietLog, test } from './story-page.js'

const stories = readIndex().filter((entry) => entry.type === 'story')

/** The part of a story id before `--`: one per stories file (its title). */
const component = (id: string) => id.split('--')[0]!

/**
 * Every story once in the dark theme and English. The first story of each file also in the light theme,
 * and, for the modal's views, in German (their own texts and longer labels). Every story in every variant
 * would triple the run on a 2-core machine; a theme or language fault shows in any story of a file.
 */
const variants = stories.flatMap(({ id }, index) => {
  const first = stories.findIndex((other) => component(other.id) === component(id)) === index
  return [
    { id, theme: 'dark', locale: 'en' },
    ...(first ? [{ id, theme: 'light', locale: 'en' }] : []),
    ...(first && id.startsWith('views-') ? [{ id, theme: 'dark', locale: 'de' }] : []),
  ]
})

for (const { id, theme, locale } of variants) {
  const label = theme === 'dark' && locale === 'en' ? '' : ` (${theme}${locale === 'en' ? '' : `, ${locale}`})`
  test(`${id}${label}: plays, no axe violations, quiet console, loopback only`, async ({ storyPage }) => {
    const log = await storyPage.open(`iframe.html?id=${id}&viewMode=story&globals=theme:${theme};locale:${locale}`)
    const { page } = storyPage

    // preview.ts marks the body once the story rendered, its play steps passed and the a11y addon's axe ran.
    const finished = page.locator('body[data-story-finished]')
    await expect(finished).toHaveCount(1)
    const violations = JSON.parse((await page.locator('body').getAttribute('data-axe-violations')) ?? '[]') as string[]
    expect(violations, `axe violations (WCAG 2.0/2.1 A, AA) in story ${id}, ${theme} theme, ${locale}`).toEqual([])
    // Violations fail a story too ('error'); with none, an error here is a failed render or play step.
    expect(await finished.getAttribute('data-story-finished'), `story ${id} failed to render or play`).toBe(
      `${id}:success`,
    )
    if (id.startsWith('views-')) {
      const dialog = page.locator('agentry-modal [role="dialog"]')
      await expect(dialog).toBeVisible()
      // The story really is in that language: the dialog says so (and screen readers follow it).
      await expect(dialog).toHaveAttribute('lang', locale)
    }
    expectQuietLog(log, `story ${id}`)
  })
}
