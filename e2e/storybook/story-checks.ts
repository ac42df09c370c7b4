import { expect } from '@playwright/test'
import type { IndexEntry } from './static-build.js'
import { expectQuietLog, type PageLog, type StoryPage } from './story-page.js'

/**
 * How long one story may take to finish once opened or switched to, on a loaded machine (0.3 to 4 s idle):
 * the limit a test per story had. Only a failure waits it.
 */
export const STORY_WAIT = 45_000

/**
 * How long one docs page may take in all: it renders every story of its file, the modal's views each in a
 * frame of its own that boots a preview (20 s was too short on a machine under a load of 15 to 20).
 */
export const DOCS_WAIT = 90_000

/** One story in one theme and language. */
export type StoryVariant = { id: string; theme: 'dark' | 'light'; locale: 'en' | 'de' }

/**
 * A share of the work for one page: the stories of one file, in the dark theme and English (the first opened
 * by loading its URL, the others by switching the preview, see StoryPage.switchTo); one story in another
 * theme or language (a load of its own, with the globals in the URL); or one docs page.
 */
export type Job = { kind: 'stories'; variants: StoryVariant[] } | { kind: 'docs'; id: string; title: string }

/** The part of a story id before `--`: one per stories file (its title). */
const component = (id: string) => id.split('--')[0]!

/**
 * Every story once in the dark theme and English. The first story of each file also in the light theme,
 * and, for the modal's views, in German (their own texts and longer labels). Every story in every variant
 * would triple the run on a 2-core machine; a theme or language fault shows in any story of a file. Docs
 * pages first: they take longest, and a pool that ends on them idles its other pages.
 *
 * @example
 * const jobs = planJobs(readIndex())
 */
export function planJobs(entries: IndexEntry[]): Job[] {
  const files = new Map<string, StoryVariant[]>()
  const variants: Job[] = []
  for (const { id, type } of entries) {
    if (type !== 'story') continue
    const file = files.get(component(id))
    if (file) {
      file.push({ id, theme: 'dark', locale: 'en' })
      continue
    }
    files.set(component(id), [{ id, theme: 'dark', locale: 'en' }])
    variants.push({ kind: 'stories', variants: [{ id, theme: 'light', locale: 'en' }] })
    if (id.startsWith('views-')) variants.push({ kind: 'stories', variants: [{ id, theme: 'dark', locale: 'de' }] })
  }
  const docs: Job[] = entries
    .filter((entry) => entry.type === 'docs')
    .map(({ id, title }) => ({ kind: 'docs', id, title }))
  return [...docs, ...[...files.values()].map((file): Job => ({ kind: 'stories', variants: file })), ...variants]
}

/**
 * The story's name as a report shows it: its id, with the theme and language unless dark and English.
 *
 * @example
 * variantLabel({ id: 'views-connect--wallets-listed', theme: 'dark', locale: 'de' }) // '… (dark, de)'
 */
export function variantLabel({ id, theme, locale }: StoryVariant): string {
  return theme === 'dark' && locale === 'en' ? id : `${id} (${theme}${locale === 'en' ? '' : `, ${locale}`})`
}

/**
 * The iframe URL that loads the story with its theme and language.
 *
 * @example
 * await storyPage.open(storyPath({ id: 'primitives-button--accent', theme: 'light', locale: 'en' }))
 */
export function storyPath({ id, theme, locale }: StoryVariant): string {
  return `iframe.html?id=${id}&viewMode=story&globals=theme:${theme};locale:${locale}`
}

/**
 * The checks of one story, once it is opened or switched to: it finished (rendered, play steps passed, the
 * a11y addon's axe ran) with no axe violation, a modal view shows its dialog in the story's language, and
 * the page stayed quiet (console, uncaught errors, requests outside 127.0.0.1). Throws the first failure.
 *
 * @example
 * await checkStory(storyPage, await storyPage.open(storyPath(variant)), variant)
 */
export async function checkStory(storyPage: StoryPage, log: PageLog, variant: StoryVariant): Promise<void> {
  const { id, theme, locale } = variant
  const { page } = storyPage
  // preview.ts marks the body once the story rendered, its play steps passed and the a11y addon's axe ran.
  const finished = await storyPage.waitForStory(STORY_WAIT)
  expect(finished, `story ${id} did not finish within ${STORY_WAIT / 1000} s`).not.toBeNull()
  const violations = JSON.parse((await page.locator('body').getAttribute('data-axe-violations')) ?? '[]') as string[]
  expect(violations, `axe violations (WCAG 2.0/2.1 A, AA) in story ${id}, ${theme} theme, ${locale}`).toEqual([])
  // Violations fail a story too ('error'); with none, an error here is a failed render or play step.
  const error = finished === `${id}:success` ? '' : await page.locator('body').getAttribute('data-story-error')
  expect(finished, `story ${id} failed to render or play${error ? `: ${error}` : ''}`).toBe(`${id}:success`)
  if (id.startsWith('views-')) {
    const dialog = page.locator('agentry-modal [role="dialog"]')
    await expect(dialog).toBeVisible({ timeout: STORY_WAIT })
    // The story really is in that language: the dialog says so (and screen readers follow it).
    await expect(dialog).toHaveAttribute('lang', locale, { timeout: STORY_WAIT })
  }
  expectQuietLog(log, `story ${variantLabel(variant)}`)
}

/**
 * Opens docs page `id` on `storyPage` and checks it: it rendered with its title, each story it shows in a
 * frame of its own (the modal's views) finished there, and the page stayed quiet. All of it within
 * DOCS_WAIT. Throws the first failure.
 *
 * @example
 * await checkDocsPage(storyPage, 'views-connect--docs')
 */
export async function checkDocsPage(storyPage: StoryPage, id: string): Promise<void> {
  const deadline = Date.now() + DOCS_WAIT
  const left = () => ({ timeout: Math.max(1, deadline - Date.now()) })
  const log = await storyPage.open(`iframe.html?id=${id}&viewMode=docs`, left().timeout)
  const { page } = storyPage
  await expect(page.locator('body[data-docs-rendered]')).toHaveCount(1, left())
  await expect(page.locator('#storybook-docs h1').first()).toBeVisible(left())
  // Stories shown in their own frames (the modal's views) finish there too.
  const frames = page.locator('#storybook-docs iframe')
  for (let index = 0; index < (await frames.count()); index++)
    await expect(
      page.frameLocator('#storybook-docs iframe').nth(index).locator('body[data-story-finished$=":success"]'),
    ).toHaveCount(1, left())
  expectQuietLog(log, `docs page ${id}`)
}
