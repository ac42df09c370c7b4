// What the wallet modal costs: gzip bytes on the first load vs its lazily loaded views, and the time
// from a click to the Connect, AllWallets and Account views being painted, in headless Chromium.
// Targets (Foundation and modal-ui issues): the modal adds at most 50 KB gzip to the first load, its
// views at most 150 KB together; each view paints within 100 ms of the click that opens it.
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import {
  createTestWallet,
  installTestWalletInPage,
  sampleWallets,
  startAnvil,
  startBlockchainApiService,
  startWalletDirectoryService,
  startWebApp,
  TEST_WALLET_INFO,
} from '@agentry/test-utils'
import { clickToPaint } from './lib/clickToPaint.js'
import { bundleSizes, kb, MODAL_BUDGETS } from './lib/modalBundleSizes.js'
import { machineLine, recordResults } from './lib/results.js'

const appDir = fileURLToPath(new URL('../apps/web', import.meta.url))
const RUNS = Number(process.env.BENCH_RUNS ?? 10)
type PaintTimes = { connect: number[]; allWallets: number[]; account: number[] }
type PageFigures = { pageJsGzip: number; afterClickJsGzip: number; paintMs: PaintTimes }

/**
 * Waits until the Connect view's prefetch is done: the 'All wallets' row shows the directory's count once
 * AllWallets' module, texts and first page are in. (waitForLoadState('networkidle') would return at
 * once: the page reached that state before the click.)
 */
async function allWalletsPrefetched(page: Page): Promise<void> {
  await page
    .locator('agentry-modal')
    .getByRole('dialog')
    .getByRole('button', { name: /^All wallets \d+/ })
    .waitFor()
}

/** A fresh context (nothing cached) with the test wallet announced in its page. */
async function newWalletPage(browser: Browser, rpcUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const wallet = createTestWallet({ rpcUrl })
  await page.exposeBinding('__agentryWalletRequest', async (_source, method: string, params: unknown) => {
    try {
      return { ok: true, result: await wallet.request({ method, params }) }
    } catch (error) {
      const e = error as { code?: number; message: string }
      return { ok: false, code: e.code ?? -32603, message: e.message }
    }
  })
  // tsx compiles this file with esbuild's keep-names, so functions serialised into the page call a
  // `__name` helper that only exists in Node: give the page an identity stand-in first.
  await page.addInitScript('globalThis.__name = (target) => target')
  await page.addInitScript(installTestWalletInPage, TEST_WALLET_INFO)
  return { context, page }
}

/** Gzip bytes of the scripts the home page loads, and of those the click on Connect adds (an untimed run). */
async function scriptSizes(
  browser: Browser,
  url: string,
  rpcUrl: string,
): Promise<{ pageJsGzip: number; afterClickJsGzip: number }> {
  const { context, page } = await newWalletPage(browser, rpcUrl)
  let clicked = false
  const js = { before: 0, after: 0 }
  const reads: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const after = clicked
    reads.push(
      response.body().then((body) => {
        const bytes = gzipSync(body, { level: 9 }).length
        if (after) js.after += bytes
        else js.before += bytes
      }),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  clicked = true
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await allWalletsPrefetched(page)
  // Every body must be read before the context closes (a closed context has none left to give).
  await Promise.all(reads)
  await context.close()
  return { pageJsGzip: js.before, afterClickJsGzip: js.after }
}

async function browserFigures(url: string, rpcUrl: string): Promise<PageFigures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    // Sizes first, in their own context: reading and compressing response bodies during a timed run would
    // compete with the page for this machine's two cores.
    const sizes = await scriptSizes(browser, url, rpcUrl)
    const paintMs: PaintTimes = { connect: [], allWallets: [], account: [] }
    for (let run = 0; run < RUNS; run++) {
      // A fresh context each run: nothing cached, so every run pays for loading the view.
      const { context, page } = await newWalletPage(browser, rpcUrl)
      await page.goto(url, { waitUntil: 'networkidle' })
      paintMs.connect.push(
        await clickToPaint(browser, page, page.getByRole('button', { name: 'Connect wallet' }), TEST_WALLET_INFO.name),
      )
      await allWalletsPrefetched(page)
      // AllWallets: from the Connect view once its prefetch is done, until the first directory page is painted (its 40th wallet).
      const dialog = page.locator('agentry-modal').getByRole('dialog')
      paintMs.allWallets.push(
        await clickToPaint(browser, page, dialog.getByRole('button', { name: 'All wallets' }), 'Wallet 40'),
      )
      // Account: connect from AllWallets, leave the sign-in view, then the header's account button.
      await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_INFO.name) }).click()
      await dialog.getByRole('button', { name: /^cancel$/i }).click()
      await dialog.waitFor({ state: 'hidden' })
      paintMs.account.push(
        await clickToPaint(
          browser,
          page,
          page.getByRole('banner').getByRole('button', { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ }),
          'Disconnect',
        ),
      )
      await context.close()
    }
    return { ...sizes, paintMs }
  } finally {
    await browser.close()
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export async function runModalLoad(): Promise<void> {
  const sizes = await bundleSizes()
  const anvil = await startAnvil()
  // A deployment with a project id, so All wallets lists a directory (a stand-in on 127.0.0.1).
  const projectId = 'bench-project'
  const directory = await startWalletDirectoryService({ projectId, wallets: sampleWallets(90) })
  const api = await startBlockchainApiService({ projectId, supportedChains: ['eip155:1'] })
  const app = await startWebApp({
    appDir,
    env: {
      LOCAL_RPC_URL: anvil.rpcUrl,
      MODAL_PROJECT_ID: projectId,
      MODAL_WALLET_DIRECTORY_URL: directory.url,
      MODAL_BLOCKCHAIN_API_URL: api.url,
    },
  })
  try {
    const page = await browserFigures(app.url, anvil.rpcUrl)
    const table = [
      `Machine: ${await machineLine()}. Sizes are gzip -9 of minified output. Paint times come from a Chromium trace of each click: from the click event's dispatch to the end of the frame that first shows the view's text (headless, a fresh context per run, traced with devtools.timeline).`,
      '',
      '| figure | value | target |',
      '| --- | ---: | ---: |',
      `| modal on the first load (modal-core + modal-ui shell + React entry, esbuild, React external; ${sizes.firstLoadFiles} files) | ${kb(sizes.firstLoadGzip)} KB | ≤ ${MODAL_BUDGETS.firstLoadGzip / 1024} KB |`,
      `| modal views loaded on demand (${sizes.viewFiles} files, counting only the largest language chunk) | ${kb(sizes.viewsGzip)} KB | ≤ ${MODAL_BUDGETS.viewsGzip / 1024} KB |`,
      `| ENSIP-15 name normaliser (@adraffy/ens-normalize), one chunk loaded when a name is read or typed; not in the views above | ${kb(sizes.ensNormaliserGzip)} KB | ≤ ${MODAL_BUDGETS.ensNormaliserGzip / 1024} KB |`,
      `| … languages but English, one chunk each, loaded on demand (${sizes.languageFiles} chunks together; the largest ${kb(sizes.largestLanguageGzip)} KB) | ${kb(sizes.languagesGzip)} KB | |`,
      `| … of which the WalletConnect client and the chunks it imports (@agentry/sign-client, only when an app enables WalletConnect) | ${kb(sizes.walletConnectGzip)} KB | |`,
      `| lazy chunks no import reaches (emitted by esbuild for dynamic imports in tree-shaken code; not views, never loaded; ${sizes.unreachableFiles} files) | ${kb(sizes.unreachableGzip)} KB | |`,
      `| all JS of the home page before the click (Next.js + React + app + modal, Chromium) | ${kb(page.pageJsGzip)} KB | |`,
      `| JS fetched after the click (Connect view, then the login methods and the AllWallets prefetch) | ${kb(page.afterClickJsGzip)} KB | |`,
      ...(['connect', 'allWallets', 'account'] as const).flatMap((view) => {
        const name = { connect: 'Connect', allWallets: 'AllWallets (first page of 40)', account: 'Account' }[view]
        return [
          `| click → ${name} view painted, median of ${RUNS} fresh contexts | ${percentile(page.paintMs[view], 50).toFixed(1)} ms | ≤ 100 ms |`,
          `| click → ${name} view painted, worst of ${RUNS} | ${Math.max(...page.paintMs[view]).toFixed(1)} ms | |`,
        ]
      }),
    ].join('\n')
    console.log(`\n## Wallet modal: size and time to paint\n\n${table}\n`)
    recordResults('modal-load', `## Wallet modal: size and time to paint (\`npm run bench -- modal\`)\n\n${table}`)
  } finally {
    await app.stop()
    await api.close()
    await directory.close()
    await anvil.stop()
  }
}
