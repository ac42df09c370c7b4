import { checkDocsPage, checkStory, storyPath, variantLabel, type Job, type StoryVariant } from './story-checks.js'
import type { StoryContext, StoryPage } from './story-page.js'

/** A check that failed: the story or docs page, and why. */
export type Failure = { what: string; reason: string }

/** What a walk over the build found. */
export type WalkReport = {
  /** Failed checks, each by name: they fail the run. */
  failures: Failure[]
  /**
   * Stories that failed when switched to from the story before them but passed on a page of their own: the
   * verdict is the page of their own (a load per story, as the check has always been); kept as a warning.
   */
  switchOnly: Failure[]
  /**
   * How many stories failed after a switch and were checked again on a page of their own (the safety net):
   * 0 while the preview gives each story a fresh start (preview.ts), whatever their verdict.
   */
  fallbacks: number
  /** How many story variants and docs pages were checked. */
  checked: number
}

/** Runs `check`, and returns why it failed (its message without colours), or undefined. */
async function attempt(check: () => Promise<void>): Promise<string | undefined> {
  try {
    await check()
    return undefined
  } catch (error) {
    // eslint-disable-next-line no-control-regex -- expect's messages carry terminal colours
    return (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[0-9;]*m/g, '')
  }
}

/** One docs page, on a page of its own. */
async function walkDocs(context: StoryContext, job: Extract<Job, { kind: 'docs' }>, report: WalkReport) {
  const storyPage = await context.newStoryPage()
  const reason = await attempt(() => checkDocsPage(storyPage, job.id))
  if (reason) report.failures.push({ what: `docs page ${job.title} (${job.id})`, reason })
  report.checked++
  await context.closeStoryPage(storyPage)
}

/**
 * The stories of one job in order: the first on a freshly loaded page, each next one switched to on the page
 * of the last story that passed. A story that fails after a switch gets a page of its own, whose result
 * counts: a failed story leaves the preview marked failed (preview.ts), and what went wrong may be the
 * story before it. After a failure the next story loads afresh too.
 */
async function walkStories(context: StoryContext, variants: StoryVariant[], report: WalkReport) {
  let shown: StoryPage | undefined
  for (const variant of variants) {
    report.checked++
    let switchedReason: string | undefined
    if (shown) {
      const page = shown
      switchedReason = await attempt(async () => checkStory(page, await page.switchTo(variant.id), variant))
      if (!switchedReason) continue
      report.fallbacks++
      await context.closeStoryPage(page)
      shown = undefined
    }
    const fresh = await context.newStoryPage()
    const reason = await attempt(async () => checkStory(fresh, await fresh.open(storyPath(variant)), variant))
    if (reason) {
      report.failures.push({ what: `story ${variantLabel(variant)}`, reason })
      await context.closeStoryPage(fresh)
      continue
    }
    if (switchedReason) report.switchOnly.push({ what: `story ${variantLabel(variant)}`, reason: switchedReason })
    shown = fresh
  }
  if (shown) await context.closeStoryPage(shown)
}

/**
 * Walks `jobs` with `pages` pages of one browser context at once, each page taking the next job when done.
 * Nothing restarts on a failure: the failure is listed by name, and the walk goes on.
 *
 * @example
 * const report = await walkBuild(storyContext, planJobs(readIndex()), 3)
 * expect(report.failures).toEqual([])
 */
export async function walkBuild(context: StoryContext, jobs: Job[], pages: number): Promise<WalkReport> {
  const queue = [...jobs]
  const report: WalkReport = { failures: [], switchOnly: [], fallbacks: 0, checked: 0 }
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift())
      await (job.kind === 'docs' ? walkDocs(context, job, report) : walkStories(context, job.variants, report))
  }
  await Promise.all(Array.from({ length: pages }, lane))
  return report
}
