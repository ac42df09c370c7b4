// Click → Connect view visible, by frames (issue 27's second measure, next to connect-click's trace one):
// the same one-button pages (ours and RainbowKit 2.2.11's, React 18, built with esbuild from node_modules),
// code-split and as one bundle, in headless Chromium, kits alternating, a fresh context per run. The page
// loads, the connect button is clicked 2 s after it is there (so both kits are idle and nothing is fetched
// on click), and the click is done at the first frame where the wallet row has a box and a non-zero
// opacity through all its ancestors (bench/lib/firstVisibleFrame.ts). Target: ours ≤ 0.6× RainbowKit.
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { firstVisibleFrame, type FirstVisibleFrame } from './lib/firstVisibleFrame.js'
import {
  CHROMIUM_LAUNCH,
  KITS,
  alternateKits,
  buildKitPage,
  loadAverage,
  median,
  openKitPage,
  serveDirectory,
  type Kit,
  type PageBuild,
} from './lib/kitPages.js'
import { machineLine, recordResults } from './lib/results.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const PORT = Number(process.env.BENCH_CONNECT_CLICK_FRAMES_PORT ?? 41511)
const OUT = join(tmpdir(), 'agentry-bench-connect-click-frames')
/** How long after the button is there the click comes (issue 27: 2 s, past both kits' idle work). */
const READY_TO_CLICK_MS = 2000

/** One row of the table: the page's build and the CPU slowdown. */
type Row = { key: string; label: string; target: string; pageBuild: PageBuild; cpuRate: number }

const ROWS: readonly Row[] = [
  { key: 'split-1', label: 'code-split, CPU 1×', target: '≤ 0.6×', pageBuild: 'code-split', cpuRate: 1 },
  { key: 'bundle-1', label: 'one bundle, CPU 1×', target: '', pageBuild: 'one-bundle', cpuRate: 1 },
  { key: 'split-4', label: 'code-split, CPU 4×', target: '', pageBuild: 'code-split', cpuRate: 4 },
]

/** One run: a fresh 1280×800 context, the page loaded, the click 2 s after the button is there, timed by frames. */
async function run(browser: Browser, kit: Kit, row: Row): Promise<FirstVisibleFrame & { blocked: number }> {
  const { context, page, blocked } = await openKitPage(browser, { viewport: { width: 1280, height: 800 } }, row.cpuRate)
  await page.goto(`http://127.0.0.1:${PORT}/${row.pageBuild}/${kit.id}/`, { waitUntil: 'load' })
  const button = page.getByRole('button', { name: /connect wallet/i })
  await button.waitFor()
  await page.waitForTimeout(READY_TO_CLICK_MS)
  const frames = await firstVisibleFrame(page, button, kit.needle)
  await context.close()
  return { ...frames, blocked: blocked() }
}

/** "median (p25–p75)" of a list of milliseconds. */
function spread(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))]!
  return `${median(values).toFixed(1)} ms (${at(0.25).toFixed(0)}–${at(0.75).toFixed(0)})`
}

export async function runConnectClickFrames(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  const sizes: Record<string, { files: number; gzip: number }> = {}
  for (const pageBuild of ['code-split', 'one-bundle'] as const) {
    for (const kit of KITS)
      sizes[`${kit.id}@${pageBuild}`] = await buildKitPage(kit, join(OUT, pageBuild, kit.id), pageBuild)
  }
  const server = await serveDirectory(OUT, PORT)
  const loadBefore = loadAverage()
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  const box: Record<string, number[]> = {}
  const visible: Record<string, number[]> = {}
  const blocked: Record<string, number> = { ours: 0, rainbowkit: 0 }
  try {
    await alternateKits(ROWS, RUNS, async (kit, row) => {
      const result = await run(browser, kit, row)
      ;(box[`${kit.id}@${row.key}`] ??= []).push(result.box)
      ;(visible[`${kit.id}@${row.key}`] ??= []).push(result.visible)
      blocked[kit.id] = (blocked[kit.id] ?? 0) + result.blocked
    })
  } finally {
    await browser.close()
    server.close()
  }
  const loadAfter = loadAverage()
  const line = ({ key, label, target }: Row) => {
    const ours = median(visible[`ours@${key}`]!)
    const rainbowkit = median(visible[`rainbowkit@${key}`]!)
    return (
      `| ${label} | ${spread(visible[`rainbowkit@${key}`]!)} | ${spread(box[`rainbowkit@${key}`]!)} | ` +
      `${spread(visible[`ours@${key}`]!)} | ${spread(box[`ours@${key}`]!)} | **${(ours / rainbowkit).toFixed(2)}×** | ${target} |`
    )
  }
  const kb = (key: string) => `${(sizes[key]!.gzip / 1024).toFixed(1)} KB in ${sizes[key]!.files} files`
  const table = [
    `Machine: ${await machineLine()}; load average ${loadBefore} before the runs and ${loadAfter} after. The connect-click pages (React 18, no project id), built with esbuild (ESM, minified) code-split and as one bundle, served from 127.0.0.1; requests elsewhere aborted (over all runs: ours ${blocked.ours}, RainbowKit ${blocked.rainbowkit}). ${RUNS} runs per kit and row, kits alternating, a fresh 1280×800 context per run; the page loads, and the connect button is clicked ${READY_TO_CLICK_MS / 1000} s after it is there. Time: from the click (a capture listener on window) to the end of the first frame (requestAnimationFrame, then a MessageChannel task) in which the element holding "MetaMask" has a box and a non-zero computed opacity on itself and every ancestor of the flat tree ("visible"); "box" is the first frame where it has a box at all. Medians, with the 25th–75th percentiles.`,
    '',
    '| build | RainbowKit visible | RainbowKit box | ours visible | ours box | ours / RainbowKit (visible) | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...ROWS.map(line),
    '',
    `Page JS+CSS, gzip: code-split, ours ${kb('ours@code-split')}, RainbowKit ${kb('rainbowkit@code-split')}; one bundle, ours ${kb('ours@one-bundle')}, RainbowKit ${kb('rainbowkit@one-bundle')}.`,
  ].join('\n')
  console.log(`\n## Click → Connect view visible, by frames, against RainbowKit\n\n${table}\n`)
  recordResults(
    'connect-click-frames',
    `## Click → Connect view visible, by frames, against RainbowKit (\`npm run bench -- connect-click-frames\`)\n\n${table}`,
  )
}
