import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'

/** What the browser reported while one page of the build was open. */
export type PageLog = {
  /** `console.error` calls and the browser's own errors (a failed request is one). */
  consoleErrors: string[]
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[]
  /** Requests to any host but 127.0.0.1 (aborted, so nothing leaves the machine). */
  outside: string[]
}

/**
 * A page of the worker's one browser context: a story is opened by loading its iframe URL, and the bundle
 * comes from the context's cache (serve.ts allows it). A new context per test would cost a cold load each
 * time; a new page per test costs little and leaves nothing of the last story (a docs page still loading
 * frames could abort the next navigation of a reused page).
 */
export class StoryPage {
  #log: PageLog = { consoleErrors: [], pageErrors: [], outside: [] }

  constructor(readonly page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.#log.consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => this.#log.pageErrors.push(error.message))
  }

  /** Called by the fixture for every request to a host but 127.0.0.1. */
  recordOutside(url: string): void {
    this.#log.outside.push(url)
  }

  /**
   * Opens `path` of the build (relative to STORYBOOK_URL) and returns the log that fills while it stays open.
   *
   * @example
   * const log = await storyPage.open('iframe.html?id=primitives-button--accent&viewMode=story')
   */
  async open(path: string): Promise<PageLog> {
    const base = process.env.STORYBOOK_URL
    if (!base) throw new Error('STORYBOOK_URL is not set: run with -c e2e/playwright.storybook.config.ts')
    this.#log = { consoleErrors: [], pageErrors: [], outside: [] }
    await this.page.goto(`${base}/${path}`)
    return this.#log
  }
}

/**
 * Expects nothing in `log`: no console error, no uncaught error, no request outside 127.0.0.1.
 *
 * @example
 * expectQuietLog(await storyPage.open('index.html'), 'the manager')
 */
export function expectQuietLog(log: PageLog, what: string): void {
  expect(log.pageErrors, `uncaught errors in ${what}`).toEqual([])
  expect(log.consoleErrors, `console errors in ${what}`).toEqual([])
  expect(log.outside, `requests outside 127.0.0.1 from ${what}`).toEqual([])
}

/** Requests to any host but 127.0.0.1 are aborted and handed to the page that made them. */
type Outside = { pages: Map<Page, StoryPage> }

export const test = base.extend<{ storyPage: StoryPage }, { storyContext: BrowserContext & Outside }>({
  storyContext: [
    async ({ browser }, use) => {
      // Animations end at once: colours are checked at rest, not halfway through a fade.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })
      const pages = new Map<Page, StoryPage>()
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        async (route) => {
          const page = route.request().frame().page()
          pages.get(page)?.recordOutside(route.request().url())
          await route.abort('blockedbyclient')
        },
      )
      await use(Object.assign(context, { pages }))
      await context.close()
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storyContext }, use) => {
    const page = await storyContext.newPage()
    const storyPage = new StoryPage(page)
    storyContext.pages.set(page, storyPage)
    await use(storyPage)
    storyContext.pages.delete(page)
    await page.close()
  },
})
