// Eager JS over a plain wagmi app (issue 15 Figures): what our modal adds to the first load of the Vite +
// wagmi example, next to what RainbowKit 2.2.11 adds to the same app. Target: ours at most 50 KB gzip.
import { loadavg } from 'node:os'
import { kb } from './lib/modalBundleSizes.js'
import { machineLine, recordResults } from './lib/results.js'
import { wagmiEagerSize, type EagerSize } from './lib/wagmiEagerSizes.js'
import type { WagmiEagerVariant } from './lib/wagmiEagerSources.js'

/** The figure's target: what the modal may add to a wagmi app's eager JS (gzip bytes). */
export const WAGMI_EAGER_BUDGET = 50 * 1024

/**
 * Builds the four variants of the wagmi example and records the eager JS of each and the two differences
 * in the `wagmi-eager` section of bench/RESULTS.md. Needs the packages built.
 *
 * @example
 * const { ours, rainbowKit } = await runWagmiEager()
 */
export async function runWagmiEager(): Promise<{ ours: number; rainbowKit: number }> {
  const sizes = {} as Record<WagmiEagerVariant, EagerSize>
  for (const variant of ['plainWagmi3', 'agentry', 'plainWagmi2', 'rainbowKit'] as const) {
    sizes[variant] = await wagmiEagerSize(variant)
    console.info(`wagmi-eager ${variant}: ${JSON.stringify(sizes[variant])}`)
  }
  const ours = sizes.agentry.eagerJsGzip - sizes.plainWagmi3.eagerJsGzip
  const rainbowKit = sizes.rainbowKit.eagerJsGzip - sizes.plainWagmi2.eagerJsGzip
  const row = (name: string, s: EagerSize) =>
    `| ${name} | ${s.eagerJsGzip.toLocaleString('en')} B | ${s.lazyJsGzip.toLocaleString('en')} B | ${s.cssGzip.toLocaleString('en')} B |`
  const missing = [...new Set(Object.values(sizes).flatMap((s) => s.missingLazy))]
  recordResults(
    'wagmi-eager',
    `## Eager JS over a plain wagmi app (issue 15 Figures; \`npm run bench -- wagmi-eager\`)

Machine: ${await machineLine()}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (sizes do not depend on load).
The Vite + wagmi example (examples/vite-wagmi/src) built four ways with esbuild from the workspace's packages
(production: minified, split, \`process.env.NODE_ENV\` = 'production', \`VITE_RELAY_URL\` set so WalletConnect
is in): with wagmi's own connector buttons instead of a modal ("plain"), with our modal (the example as it
is: \`AgentryConnectButton\`, \`AgentryModal\`, \`bridgeWagmiConfig\`, \`agentryWalletConnect\`), and with
RainbowKit 2.2.11 (\`getDefaultConfig\`, \`RainbowKitProvider\`, \`ConnectButton\`), which supports only wagmi 2
and React 18, so it is compared with a plain app on those. Eager = gzip -9 of the entry chunk and its static
imports; dynamic imports are not counted. RainbowKit's stylesheet is counted apart (ours is inside the JS).
${missing.length ? `Optional wallet SDKs named by dynamic imports and not installed (never loaded, left out): ${missing.join(', ')}.` : ''}

| app | eager JS | lazy JS | CSS |
| --- | ---: | ---: | ---: |
${row('plain wagmi 3.7.7 + React 19', sizes.plainWagmi3)}
${row('wagmi 3 + our modal', sizes.agentry)}
${row('plain wagmi 2.19.5 + React 18', sizes.plainWagmi2)}
${row('wagmi 2 + RainbowKit 2.2.11', sizes.rainbowKit)}

| figure | gzip | target |
| --- | ---: | --- |
| ours − plain (eager JS) | ${ours.toLocaleString('en')} B (${kb(ours)} KB) | ≤ ${WAGMI_EAGER_BUDGET.toLocaleString('en')} B: ${ours <= WAGMI_EAGER_BUDGET ? 'met' : 'NOT met'} |
| RainbowKit − plain (eager JS) | ${rainbowKit.toLocaleString('en')} B (${kb(rainbowKit)} KB) | for comparison |
| RainbowKit − plain (eager JS + CSS) | ${(rainbowKit + sizes.rainbowKit.cssGzip - sizes.plainWagmi2.cssGzip).toLocaleString('en')} B | for comparison |`,
  )
  return { ours, rainbowKit }
}

if (import.meta.url === `file://${process.argv[1]}`) await runWagmiEager()
