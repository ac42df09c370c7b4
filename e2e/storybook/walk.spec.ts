import { expect } from '@playwright/test'
import { readIndex } from './static-build.js'
import { planJobs } from './story-checks.js'
import { test } from './story-page.js'
import { walkBuild } from './story-walk.js'

const jobs = planJobs(readIndex())
const checks = jobs.reduce((count, job) => count + (job.kind === 'docs' ? 1 : job.variants.length), 0)

/**
 * Pages open at once in the one browser. Two cores: a page waits on its preview's timers and axe part of the
 * time, so three keep both cores busy without starving each other (STORYBOOK_PAGES to try another number).
 */
const PAGES = Number(process.env.STORYBOOK_PAGES ?? 3)

// One test walks the whole build on a pool of pages (story-walk.ts): a failing story is listed by name and
// the walk goes on, where a test per story would restart the worker (a new Chromium) on each failure.
test(`every story and docs page (${checks} checks): play steps, axe, console, loopback only`, async ({
  storyContext,
}) => {
  // About 3 minutes idle; each page wait is bounded on its own (story-checks.ts), this only bounds a hang.
  test.setTimeout(40 * 60_000)
  const report = await walkBuild(storyContext, jobs, PAGES)
  // The safety net's use, for the log and the report: a story that needed a page of its own after a switch
  // means the preview let something of the story before it through (it should stay 0).
  const fallbacks = `${report.fallbacks} of ${checks} checks needed a page of their own after a switch`
  console.log(`story walk: ${fallbacks}`)
  test.info().annotations.push({ type: 'fresh-page fallbacks', description: String(report.fallbacks) })
  for (const { what, reason } of report.switchOnly)
    console.warn(`warning: ${what} passes on a page of its own but fails after the story before it: ${reason}`)
  expect(report.checked, 'stories and docs pages checked').toBe(checks)
  expect(
    report.failures.map(({ what, reason }) => `${what}: ${reason}`),
    `${report.failures.length} of ${checks} stories and docs pages failed`,
  ).toEqual([])
})
