import { test as base, expect, type Page } from '@playwright/test'

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
 * One browser page per worker, reused for every story: a story is opened by loading its iframe URL, which
 * resets the preview and every store, and the bundle comes from the browser cache (serve.ts allows it).
 * A new context per test would cost a cold load each time.
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
    // Leave the last page first: a story or docs page still loading frames could abort the next navigation.
    await this.page.goto('about:blank')
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

export const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use) => {
      // Animations end at once: colours are checked at rest, not halfway through a fade.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })
      const storyPage = new StoryPage(await context.newPage())
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        async (route) => {
          storyPage.recordOutside(route.request().url())
          await route.abort('blockedbyclient')
        },
      )
      await use(storyPage)
      await context.close()
    },
    { scope: 'worker' },
  ],
})
