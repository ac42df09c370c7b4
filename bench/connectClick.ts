// Click → Connect view visible, in a code-split build: our modal against RainbowKit 2.2.11's ConnectButton,
// on a one-button page of each kit (React 18, no project id), in headless Chromium, kits alternating, a
// fresh context per run, at normal speed and at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate), and on
// a phone (Pixel 7's viewport, touch and user agent), tapped, where ours shows its bottom sheet.
// Both pages are built with esbuild (ESM, code splitting, minified) and served from 127.0.0.1; every other
// request is aborted. Target (issue 16): ours ≤ 0.6× RainbowKit with the curated wallet list on screen.
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test'
import { clickToPaint } from './lib/clickToPaint.js'
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
} from './lib/kitPages.js'
import { machineLine, recordResults } from './lib/results.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const PORT = Number(process.env.BENCH_CONNECT_CLICK_PORT ?? 41510)
const OUT = join(tmpdir(), 'agentry-bench-connect-click')

/** One row of the table: CPU slowdown, when the button is pressed, and on which device. */
type Row = { key: string; label: string; target: string; cpuRate: number; settled: boolean; phone: boolean }

const ROWS: readonly Row[] = [
  { key: '1', label: 'code-split, CPU 1×', target: '≤ 0.6×', cpuRate: 1, settled: true, phone: false },
  { key: '4', label: 'code-split, CPU 4×', target: '≤ 0.6×', cpuRate: 4, settled: true, phone: false },
  {
    key: '1-cold',
    label: 'code-split, CPU 1×, clicked at the load event',
    target: '',
    cpuRate: 1,
    settled: false,
    phone: false,
  },
  {
    key: '1-phone',
    label: 'code-split, CPU 1×, phone (Pixel 7 viewport, tapped; ours: the bottom sheet)',
    target: '',
    cpuRate: 1,
    settled: true,
    phone: true,
  },
]

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
// Pixel 7: 412×839 CSS px at 2.625 device pixels per px, touch, a mobile user agent (RainbowKit picks its
// mobile layout from it; ours goes by the width: under 640 px the modal is a bottom sheet).
const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7']!

/**
 * One run: a fresh context, the page loaded until its network is idle (`settled`) or only until its
 * `load` event (a click as soon as the button is there), then the click (on a phone, a tap) timed to the view.
 */
async function run(browser: Browser, kit: Kit, row: Row): Promise<{ ms: number; blocked: number }> {
  const { context, page, blocked } = await openKitPage(browser, row.phone ? PHONE : DESKTOP, row.cpuRate)
  await page.goto(`http://127.0.0.1:${PORT}/${kit.id}/`, { waitUntil: row.settled ? 'networkidle' : 'load' })
  const button = page.getByRole('button', { name: /connect wallet/i })
  const ms = await clickToPaint(browser, page, button, kit.needle, row.phone ? 'tap' : 'click')
  await context.close()
  return { ms, blocked: blocked() }
}

export async function runConnectClick(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  const sizes = Object.fromEntries(
    await Promise.all(
      KITS.map(async (kit) => [kit.id, await buildKitPage(kit, join(OUT, kit.id), 'code-split')] as const),
    ),
  )
  const server = await serveDirectory(OUT, PORT)
  const loadBefore = loadAverage()
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  const times: Record<string, number[]> = {}
  const blocked: Record<string, number> = { ours: 0, rainbowkit: 0 }
  try {
    await alternateKits(ROWS, RUNS, async (kit, row) => {
      const result = await run(browser, kit, row)
      ;(times[`${kit.id}@${row.key}`] ??= []).push(result.ms)
      blocked[kit.id] = (blocked[kit.id] ?? 0) + result.blocked
    })
  } finally {
    await browser.close()
    server.close()
  }
  const loadAfter = loadAverage()
  const line = ({ key, label, target }: Row) => {
    const ours = median(times[`ours@${key}`]!)
    const rainbowkit = median(times[`rainbowkit@${key}`]!)
    return `| ${label} | ${rainbowkit.toFixed(1)} ms | ${ours.toFixed(1)} ms | **${(ours / rainbowkit).toFixed(2)}×** | ${target} |`
  }
  const table = [
    `Machine: ${await machineLine()}; load average ${loadBefore} before the runs and ${loadAfter} after. One-button page per kit (React 18, no project id), built code-split with esbuild (ESM, minified), served from 127.0.0.1; requests elsewhere aborted (over all runs: ours ${blocked.ours}, RainbowKit ${blocked.rainbowkit}). ${RUNS} runs per kit and row, kits alternating, a fresh context per run (1280×800, or Pixel 7 in the phone row); the page loads until its network is idle, then the connect button is clicked (on the phone: tapped, by touch). Time: from the click's dispatch (the tap's touchstart) to the end of the frame that first shows "MetaMask" in the wallet list (Chromium trace, as in the modal bench). Ours: the curated wallet list (10 wallets with bundled icons, no browser wallet installed); RainbowKit: its four default wallets.`,
    '',
    '| build | RainbowKit (median) | ours (median) | ours / RainbowKit | target |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...ROWS.map(line),
    '',
    'Ours loads the Connect view (code, texts) and renders it once off screen while the page is idle after its first paint, or when the pointer enters the button; the settled rows click after that. On a phone our page also loads the bottom sheet styles and swipe code when it starts, so the tapped sheet waits for nothing. The "load event" row goes to the button at the load event, but starting the trace takes the harness a while, in which the idle prefetch can finish: it is not a measure of a click with nothing prefetched (such a click waits for the fetch that pointer-enter starts).',
    '',
    `Page JS+CSS, gzip: ours ${(sizes.ours!.gzip / 1024).toFixed(1)} KB in ${sizes.ours!.files} files; RainbowKit ${(sizes.rainbowkit!.gzip / 1024).toFixed(1)} KB in ${sizes.rainbowkit!.files} files.`,
  ].join('\n')
  console.log(`\n## Click → Connect view visible, code-split, against RainbowKit\n\n${table}\n`)
  recordResults(
    'connect-click',
    `## Click → Connect view visible, code-split, against RainbowKit (\`npm run bench -- connect-click\`)\n\n${table}`,
  )
}
