import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { readStoryIds } from './static-build.js'

/** WCAG 2.0 and 2.1, levels A and AA (color-contrast included). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const THEMES = ['dark', 'light'] as const

const storyIds = readStoryIds()
// The first story of each views file ('views-account--tokens' for 'views-account') is scanned once more in
// German (its own texts and longer labels); every story in German would add minutes on a 2-core machine.
const germanIds = new Set(
  storyIds.filter(
    (id, index) =>
      id.startsWith('views-') && storyIds.findIndex((other) => other.split('--')[0] === id.split('--')[0]) === index,
  ),
)

/** Every story in both themes in English, and the chosen view stories in German. */
const variants = (id: string) => [
  ...THEMES.map((theme) => ({ theme, locale: 'en' })),
  ...(germanIds.has(id) ? [{ theme: 'dark', locale: 'de' }] : []),
]

for (const id of storyIds) {
  for (const { theme, locale } of variants(id)) {
    test(`${id} (${theme}${locale === 'en' ? '' : `, ${locale}`}) has no axe violations`, async ({ page }) => {
      const base = process.env.STORYBOOK_URL
      if (!base) throw new Error('STORYBOOK_URL is not set: run with -c e2e/playwright.storybook.config.ts')
      // Stories must not need any server but the one serving the build.
      await page.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.abort(),
      )
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))

      await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};locale:${locale}`)
      // preview.ts marks the body once the story rendered and its play steps (presses, waits) are done.
      const finished = page.locator('body[data-story-finished]')
      await expect(finished).toHaveCount(1)
      expect(await finished.getAttribute('data-story-finished'), `story ${id} did not render`).toBe(`${id}:success`)
      if (id.startsWith('views-')) {
        await expect(page.locator('agentry-modal [role="dialog"]')).toBeVisible()
        // The story really is in that language: the dialog says so (and screen readers follow it).
        await expect(page.locator('agentry-modal [role="dialog"]')).toHaveAttribute('lang', locale)
      }

      const results = await new AxeBuilder({ page }).include('#storybook-root').withTags(WCAG_TAGS).analyze()
      const violations = results.violations.flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id} (${violation.impact ?? 'n/a'}) at ${JSON.stringify(node.target)}: ${node.failureSummary ?? violation.help}`,
        ),
      )
      expect(violations, `axe violations in story ${id}, ${theme} theme, ${locale}`).toEqual([])
      expect(pageErrors, `uncaught errors in story ${id}`).toEqual([])
    })
  }
}
