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

/** The preview's channel, as Storybook's manager (and its test runner) reach it. */
type PreviewWindow = { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } }

/**
 * A page of the one browser context: a story is opened by loading its iframe URL (the bundle comes from the
 * context's cache, serve.ts allows it), or, on a page that already shows a story of the same file, by
 * switching to it through the preview's channel as the manager does (`switchTo`), which skips the preview's
 * boot. A new context per story would cost a cold load each time.
 */
export class StoryPage {
  #log: PageLog = { consoleErrors: [], pageErrors: [], outside: [] }

  constructor(readonly page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.#log.consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => this.#log.pageErrors.push(error.message))
  }

  /** Called by the context for every request to a host but 127.0.0.1. */
  recordOutside(url: string): void {
    this.#log.outside.push(url)
  }

  /**
   * Opens `path` of the build (relative to STORYBOOK_URL), waiting at most `timeout` ms for its load, and
   * returns the log that fills while it stays open.
   *
   * @example
   * const log = await storyPage.open('iframe.html?id=primitives-button--accent&viewMode=story')
   */
  async open(path: string, timeout = 30_000): Promise<PageLog> {
    const base = process.env.STORYBOOK_URL
    if (!base) throw new Error('STORYBOOK_URL is not set: run with -c e2e/playwright.storybook.config.ts')
    this.#log = { consoleErrors: [], pageErrors: [], outside: [] }
    // Bounded on its own: the story walk runs one long test, whose limit would not catch a page that hangs.
    await this.page.goto(`${base}/${path}`, { timeout })
    return this.#log
  }

  /**
   * Shows story `id` in the preview this page already booted, as the manager's sidebar does (the preview
   * tears the last story down, runs the new one's loaders, render and play, and axe again), and returns a
   * fresh log. The finished marks of the last story go first, so `waitForStory` reads the new one's.
   *
   * @example
   * const log = await storyPage.switchTo('primitives-button--ghost')
   */
  async switchTo(id: string): Promise<PageLog> {
    this.#log = { consoleErrors: [], pageErrors: [], outside: [] }
    await this.page.evaluate((storyId) => {
      delete document.body.dataset.storyFinished
      delete document.body.dataset.axeViolations
      delete document.body.dataset.storyError
      ;(window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      })
    }, id)
    return this.#log
  }

  /**
   * Waits for `body[data-story-finished]` (preview.ts sets it once the story rendered, played and axe ran)
   * and returns its value, or null after `timeout` ms. A mutation observer in the page answers as soon as
   * the mark is set; an expect would poll (up to a second between looks, on every one of some 200 stories).
   *
   * @example
   * expect(await storyPage.waitForStory(20_000)).toBe('primitives-button--accent:success')
   */
  async waitForStory(timeout: number): Promise<string | null> {
    return this.page.evaluate(
      (ms) =>
        new Promise<string | null>((resolve) => {
          const read = () => document.body?.dataset.storyFinished
          const now = read()
          if (now) return resolve(now)
          const observer = new MutationObserver(() => {
            const value = read()
            if (!value) return
            observer.disconnect()
            clearTimeout(timer)
            resolve(value)
          })
          observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true })
          const timer = setTimeout(() => {
            observer.disconnect()
            resolve(null)
          }, ms)
        }),
      timeout,
    )
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

/** A browser context whose requests to any host but 127.0.0.1 are aborted and handed to their page. */
export type StoryContext = BrowserContext & {
  newStoryPage(): Promise<StoryPage>
  closeStoryPage(storyPage: StoryPage): Promise<void>
}

export const test = base.extend<{ storyPage: StoryPage }, { storyContext: StoryContext }>({
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
      const storyContext = Object.assign(context, {
        async newStoryPage() {
          const page = await context.newPage()
          const storyPage = new StoryPage(page)
          pages.set(page, storyPage)
          return storyPage
        },
        async closeStoryPage({ page }: StoryPage) {
          pages.delete(page)
          await page.close()
        },
      })
      await use(storyContext)
      await context.close()
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storyContext }, use) => {
    const storyPage = await storyContext.newStoryPage()
    await use(storyPage)
    await storyContext.closeStoryPage(storyPage)
  },
})
