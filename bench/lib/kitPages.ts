// The one-button pages of the click benches (connect-click, connect-click-frames): ours and RainbowKit
// 2.2.11's, each React 18, built with esbuild from node_modules (ESM, minified) and served from 127.0.0.1.
import { createRequire } from 'node:module'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { loadavg } from 'node:os'
import { dirname, extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { build } from 'esbuild'

// One React 18 for each page: modal-ui's wrappers would otherwise pick up the workspace's React 19.
const require = createRequire(import.meta.url)
const REACT_18 = {
  react: dirname(require.resolve('react/package.json')),
  'react-dom': dirname(require.resolve('react-dom/package.json')),
}

/** One kit's page: its entry (relative to bench/) and the text of a row of its wallet list. */
export type Kit = { id: 'ours' | 'rainbowkit'; label: string; entry: string; needle: string }

export const KITS: readonly Kit[] = [
  // 'MetaMask' is a row of both lists: ours lists it in the curated wallets, RainbowKit among its defaults.
  { id: 'ours', label: 'ours', entry: 'connectClick/ours.ts', needle: 'MetaMask' },
  { id: 'rainbowkit', label: 'RainbowKit 2.2.11', entry: 'connectClick/rainbowkit.ts', needle: 'MetaMask' },
]

/** How a page is bundled: code-split (a chunk per dynamic import) or one bundle (dynamic imports inlined). */
export type PageBuild = 'code-split' | 'one-bundle'

/**
 * Builds one kit's page into `dir` (an index.html, main.js, and main.css where the kit has CSS) and
 * returns how many JS and CSS files it made and their gzip bytes.
 */
export async function buildKitPage(
  kit: Kit,
  dir: string,
  pageBuild: PageBuild,
): Promise<{ files: number; gzip: number }> {
  const result = await build({
    entryPoints: { main: fileURLToPath(new URL(`../${kit.entry}`, import.meta.url)) },
    bundle: true,
    splitting: pageBuild === 'code-split',
    format: 'esm',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    outdir: dir,
    metafile: true,
    alias: REACT_18,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  })
  const outputs = Object.keys(result.metafile.outputs).filter((file) => /\.(js|css)$/.test(file))
  const css = outputs.some((file) => file.endsWith('main.css')) ? '<link rel="stylesheet" href="./main.css">' : ''
  writeFileSync(
    join(dir, 'index.html'),
    // The viewport meta makes a phone lay the page out at its own width (a desktop ignores it).
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${kit.label}</title>${css}</head>` +
      `<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`,
  )
  return { files: outputs.length, gzip: outputs.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0) }
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

/** Serves the files under `root` on 127.0.0.1:`port` (404 for anything else). */
export function serveDirectory(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    try {
      const file = join(root, path.endsWith('/') ? `${path}index.html` : path)
      if (!file.startsWith(root)) throw new Error('outside')
      const body = readFileSync(file)
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

/** The median of `values` (the mean of the middle two for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Chromium as every bench launches it: Debian's, no sandbox, no GPU, no background traffic. */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
}

/** The 1, 5 and 15 minute load averages: on a shared machine the figures are only as good as its quiet. */
export const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

/**
 * One run's page, as both click benches open it: a fresh context (`contextOptions`), every request that
 * is not for 127.0.0.1 aborted and counted in `blocked()`, and the CPU slowed `cpuRate` times (CDP).
 * The caller closes `context`.
 */
export async function openKitPage(
  browser: Browser,
  contextOptions: BrowserContextOptions,
  cpuRate: number,
): Promise<{ context: BrowserContext; page: Page; blocked: () => number }> {
  const context = await browser.newContext(contextOptions)
  let blocked = 0
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      blocked++
      return route.abort()
    },
  )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
  return { context, page, blocked: () => blocked }
}

/**
 * Runs `run` `runs` times for each kit on each row, row after row. The kits alternate: each run starts with
 * the other kit, so neither always gets the warmer machine.
 */
export async function alternateKits<Row>(
  rows: readonly Row[],
  runs: number,
  run: (kit: Kit, row: Row) => Promise<void>,
): Promise<void> {
  for (const row of rows) {
    for (let index = 0; index < runs; index++) {
      for (const kit of index % 2 ? [...KITS].reverse() : KITS) await run(kit, row)
    }
  }
}
