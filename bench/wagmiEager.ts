// Eager JS over a plain wagmi app (issue 15 Figures): what our modal adds to the first load of the Vite +
// wagmi example, next to what RainbowKit 2.2.11 adds to the same app. Target: ours at most 50 KB gzip.
import { loadavg } from 'node:os'
import { kb } from './lib/modalBundleSizes.js'
import { machineLine, recordResults } from './lib/results.js'
import { WAGMI_EAGER_BUDGET, wagmiEagerSize, type EagerSize, type WagmiEagerBundler } from './lib/wagmiEagerSizes.js'
import type { WagmiEagerVariant } from './lib/wagmiEagerSources.js'

const VARIANTS = ['plainWagmi3', 'agentry', 'plainWagmi2', 'rainbowKit'] as const
const BUNDLERS = ['vite', 'esbuild'] as const
const LABELS: Record<WagmiEagerVariant, string> = {
  plainWagmi3: 'plain wagmi 3.7.7, React 19',
  agentry: 'wagmi 3 + our modal',
  plainWagmi2: 'plain wagmi 2.19.5, React 18',
  rainbowKit: 'wagmi 2 + RainbowKit 2.2.11',
}

const bytes = (n: number) => `${n.toLocaleString('en')} B`

/** What our modal and RainbowKit add to their plain app's eager JS, for one bundler. */
export type WagmiEagerFigures = { ours: number; rainbowKit: number; rainbowKitWithCss: number }

/**
 * Builds the four variants of the wagmi example with Vite and with esbuild, and records the eager JS of
 * each and the differences in the `wagmi-eager` section of bench/RESULTS.md. Needs the packages built.
 *
 * @example
 * const { vite } = await runWagmiEager()
 * vite.ours <= WAGMI_EAGER_BUDGET
 */
export async function runWagmiEager(): Promise<Record<WagmiEagerBundler, WagmiEagerFigures>> {
  const sizes = {} as Record<WagmiEagerBundler, Record<WagmiEagerVariant, EagerSize>>
  for (const bundler of BUNDLERS) {
    sizes[bundler] = {} as Record<WagmiEagerVariant, EagerSize>
    for (const variant of VARIANTS) {
      sizes[bundler][variant] = await wagmiEagerSize(variant, bundler)
      console.info(`wagmi-eager ${bundler} ${variant}: ${JSON.stringify(sizes[bundler][variant])}`)
    }
  }
  const figures = {} as Record<WagmiEagerBundler, WagmiEagerFigures>
  for (const bundler of BUNDLERS) {
    const s = sizes[bundler]
    const rainbowKit = s.rainbowKit.eagerJsGzip - s.plainWagmi2.eagerJsGzip
    figures[bundler] = {
      ours: s.agentry.eagerJsGzip - s.plainWagmi3.eagerJsGzip,
      rainbowKit,
      rainbowKitWithCss: rainbowKit + s.rainbowKit.cssGzip - s.plainWagmi2.cssGzip,
    }
  }
  const sizeRows = VARIANTS.map(
    (v) =>
      `| ${LABELS[v]} | ${bytes(sizes.vite[v].eagerJsGzip)} | ${bytes(sizes.vite[v].lazyJsGzip)} | ${bytes(sizes.vite[v].cssGzip)} | ${bytes(sizes.esbuild[v].eagerJsGzip)} | ${bytes(sizes.esbuild[v].lazyJsGzip)} |`,
  )
  const met = (n: number) => (n <= WAGMI_EAGER_BUDGET ? 'met' : 'NOT met')
  const missing = [...new Set(BUNDLERS.flatMap((b) => VARIANTS.flatMap((v) => sizes[b][v].missingLazy)))]
  recordResults(
    'wagmi-eager',
    `## Eager JS over a plain wagmi app (issue 15 Figures; \`npm run bench -- wagmi-eager\`)

Machine: ${await machineLine()}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (sizes do not depend on load).
The Vite + wagmi example (examples/vite-wagmi) built from the workspace's packages as production bundles
(minified, split, \`process.env.NODE_ENV\` = 'production', \`VITE_RELAY_URL\` set so WalletConnect is in), by
\`vite build\` (Vite 8, the example's own tool) and by esbuild (as the other bundle benches): with wagmi's own
connector buttons instead of a modal ("plain"); with our modal (the example as it is: \`AgentryConnectButton\`,
\`AgentryModal\`, \`bridgeWagmiConfig\`, \`agentryWalletConnect\`); and with RainbowKit 2.2.11
(\`getDefaultConfig\`, \`RainbowKitProvider\`, \`ConnectButton\`), which supports only wagmi 2 and React 18, so it
is compared with a plain app on those. Eager = gzip -9 of the entry chunk and its static imports; dynamic
imports are not counted. RainbowKit's stylesheet is counted apart (ours is inside the JS).${missing.length ? `\nOptional wallet SDKs named by dynamic imports and not installed (never loaded, left out): ${missing.join(', ')}.` : ''}

| app | Vite eager JS | Vite lazy JS | Vite CSS | esbuild eager JS | esbuild lazy JS |
| --- | ---: | ---: | ---: | ---: | ---: |
${sizeRows.join('\n')}

| figure (target: ours ≤ ${bytes(WAGMI_EAGER_BUDGET)}) | Vite | esbuild |
| --- | ---: | ---: |
| ours − plain (eager JS) | ${bytes(figures.vite.ours)} (${kb(figures.vite.ours)} KB, ${met(figures.vite.ours)}) | ${bytes(figures.esbuild.ours)} (${kb(figures.esbuild.ours)} KB, ${met(figures.esbuild.ours)}) |
| RainbowKit − plain (eager JS) | ${bytes(figures.vite.rainbowKit)} (${kb(figures.vite.rainbowKit)} KB) | ${bytes(figures.esbuild.rainbowKit)} (${kb(figures.esbuild.rainbowKit)} KB) |
| RainbowKit − plain (eager JS + CSS) | ${bytes(figures.vite.rainbowKitWithCss)} | ${bytes(figures.esbuild.rainbowKitWithCss)} |`,
  )
  return figures
}

if (import.meta.url === `file://${process.argv[1]}`) await runWagmiEager()
