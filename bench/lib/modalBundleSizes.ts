// The modal's bundle sizes as an app ships them: the bench reports them (bench/modalLoad.ts) and the
// browser suite holds them to their budgets (e2e/tests/modalBundleBudget.spec.ts), from this one measurement.
import { build, type Metafile } from 'esbuild'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { LOCALES } from '@agentry/modal-ui'

const appDir = fileURLToPath(new URL('../../apps/web', import.meta.url))

/**
 * The budgets of the modal in gzip bytes (Foundation and modal-ui issues, issue 17): what it adds to an
 * app's first load, and all its views loaded on demand together. The ENSIP-15 normaliser (issue 26) has a
 * line of its own, as a language chunk has: its ~25 KB are Unicode tables no implementation can avoid, and
 * it loads only when a name is read or typed, never with the first load or the Connect view.
 */
export const MODAL_BUDGETS = {
  firstLoadGzip: 50 * 1024,
  /**
   * 150 KB (issue 17 and issue 26). Issue 26's four chain sources (names, activity, tokens with Chainlink
   * prices, Uniswap swaps) took the views to 159,207 B and the budget to 157 KB as a recorded debt; h/diet5
   * paid it back: sections in one language per page (with a bounded wait for a language switch), and the
   * EVM adapter's send and balance read no longer lazy chunks of their own that split the views' shared code
   * (160,023 -> 152,451 B; bench/RESULTS.md, "views-debt"). Held at 151 KB since the embedded wallet's
   * "Export wallet" button (issue 25) came in on top of one WalletConnect provider: 154,002 B, a recorded
   * debt of 402 B to issue 26's 150 KB, with the candidates listed in RESULTS.md.
   */
  viewsGzip: 151 * 1024,
  ensNormaliserGzip: 26 * 1024,
} as const

/** Bytes as KB with one decimal, as the results table prints them. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1)

// Exactly what apps/web imports from the modal packages (components/modal and the header).
const ENTRY = `
import { createLocalDevChain, createSiweApiClient, createSiweConfig, ethereumMainnet, initModal, syncConnection, watchInjectedConnectors } from '@agentry/modal-core'
import { AgentryModal, useAccount, useModal, useDisconnect, useSignIn } from '@agentry/modal-ui/react'
export { createLocalDevChain, createSiweApiClient, createSiweConfig, ethereumMainnet, initModal, syncConnection, watchInjectedConnectors, AgentryModal, useAccount, useModal, useDisconnect, useSignIn }
`

export type BundleSizes = {
  firstLoadGzip: number
  /**
   * The lazy chunks a page can load (reached from the entry through static and dynamic imports), with one
   * language: the largest language chunk counts, the others not, as a page loads at most one of them; and
   * English's sections chunk counts only if it is larger than that, as a page loads one language's sections.
   * The ENSIP-15 normaliser's chunk is not counted here (see `ensNormaliserGzip`).
   */
  viewsGzip: number
  /**
   * The lazy chunk that holds `@adraffy/ens-normalize` (ENSIP-15), loaded only when an ENS name is read
   * or typed; budgeted on its own line. 0 if the build has no chunk of the normaliser alone.
   */
  ensNormaliserGzip: number
  /** Every language chunk but English's (built in) together, and the largest of them; each loads on demand. */
  languagesGzip: number
  largestLanguageGzip: number
  languageFiles: number
  firstLoadFiles: number
  viewFiles: number
  walletConnectGzip: number
  /**
   * Chunks nothing imports. esbuild emits a chunk for every dynamic import it meets, also in code it then
   * tree-shakes away, so such a chunk ships as a file but no page can load it; reported, not a view.
   */
  unreachableGzip: number
  unreachableFiles: number
}

/** The output chunks of a split build, by how a page can load them (metafile output paths). */
export type ChunkSplit = { firstLoad: string[]; views: string[]; unreachable: string[] }

/**
 * Splits a build's JS outputs into the first load (the entry's static imports, transitively), the views
 * (chunks reached only through a dynamic import somewhere on the way) and the chunks no import reaches.
 * esbuild emits a chunk for every dynamic import it meets, also in code it then tree-shakes away (viem's
 * CCIP import), so a lazy file is a view only if the entry can reach it.
 *
 * @example
 * const { views } = splitChunks(result.metafile.outputs, 'out/entry.js')
 */
export function splitChunks(outputs: Metafile['outputs'], entry: string): ChunkSplit {
  const closure = (kinds: ReadonlySet<string>) => {
    const seen = new Set<string>()
    const walk = (path: string) => {
      if (seen.has(path)) return
      seen.add(path)
      for (const imp of outputs[path]!.imports) if (kinds.has(imp.kind) && !imp.external) walk(imp.path)
    }
    walk(entry)
    return seen
  }
  const staticSet = closure(new Set(['import-statement']))
  const reachable = closure(new Set(['import-statement', 'dynamic-import']))
  const all = Object.keys(outputs).filter((p) => p.endsWith('.js'))
  return {
    firstLoad: all.filter((p) => staticSet.has(p)),
    views: all.filter((p) => reachable.has(p) && !staticSet.has(p)),
    unreachable: all.filter((p) => !reachable.has(p)),
  }
}

// modal-ui's build names each language's chunk after its folder (`i18n/<tag>/index.ts` → `<tag>-HASH.js`).
const LANGUAGE_CHUNK = new RegExp(`^(?:${LOCALES.filter((tag) => tag !== 'en').join('|')})-[A-Za-z0-9]+\\.js$`)

/** Whether an output holds nothing but one of modal-ui's language chunks. */
const isLanguageChunk = (output: Metafile['outputs'][string]): boolean => {
  const inputs = Object.keys(output.inputs)
  return inputs.length > 0 && inputs.every((input) => LANGUAGE_CHUNK.test(basename(input)))
}

// modal-ui's build names the chunk of all English sections after its file (`i18n/en/sections.ts` → `sections-HASH.js`).
const ENGLISH_SECTIONS_CHUNK = /modal-ui\/dist\/sections-[A-Za-z0-9]+\.js$/

/**
 * Whether an output holds nothing but modal-ui's chunk of all English sections. A page loads it only where
 * English is the settled language: `loadMessages` waits for a language switch under way (1.5 s at most), so a
 * page loads the sections of one language only (English's or another's), unless its switch takes longer.
 */
const isEnglishSectionsChunk = (output: Metafile['outputs'][string]): boolean => {
  const inputs = Object.keys(output.inputs)
  return inputs.length > 0 && inputs.every((input) => ENGLISH_SECTIONS_CHUNK.test(input))
}

/**
 * Whether an output is the ENSIP-15 normaliser's chunk: @adraffy/ens-normalize and modal-core's module that
 * re-exports it, nothing else. Were other code to join it, it would count as a view again, normaliser and all.
 */
const isEnsNormaliserChunk = (output: Metafile['outputs'][string]): boolean => {
  const inputs = Object.keys(output.inputs)
  return (
    inputs.some((input) => input.includes('@adraffy/ens-normalize/')) &&
    inputs.every((input) => input.includes('@adraffy/ens-normalize/') || input.endsWith('names/ensNormalizer.js'))
  )
}

/**
 * Bundles the modal as the app uses it (the built packages, React external) and splits the output into
 * what the first load imports statically, the lazy chunks it can reach through dynamic imports (the
 * views), and the chunks nothing reaches; sizes are gzip -9 of minified output.
 *
 * @example
 * const { firstLoadGzip } = await bundleSizes()
 */
export async function bundleSizes(): Promise<BundleSizes> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: appDir, loader: 'ts', sourcefile: 'modal-entry.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    outdir: '/tmp/agentry-bench-modal',
    platform: 'browser',
    // Text as apps ship it: Next.js (SWC) and Vite write non-ASCII characters as UTF-8, not as \u escapes.
    charset: 'utf8',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  })
  const outputs = (result.metafile as Metafile).outputs
  // metafile keys are relative to the working directory, outputFiles paths absolute: match by file name.
  const gz = new Map(result.outputFiles.map((f) => [basename(f.path), gzipSync(f.contents, { level: 9 }).length]))
  // Lazily imported chunks carry an entryPoint too: the first load starts at the stdin entry itself.
  const entry = Object.keys(outputs).find((p) => outputs[p]!.entryPoint?.endsWith('modal-entry.ts'))!
  const { firstLoad, views: lazy, unreachable } = splitChunks(outputs, entry)
  const staticSet = new Set(firstLoad)
  const size = (path: string) => gz.get(basename(path)) ?? 0
  const sum = (paths: string[]) => paths.reduce((n, p) => n + size(p), 0)
  // The WalletConnect protocol client and the lazy chunks it imports (curves, hashes): loaded only by apps
  // that enable WalletConnect, when its view opens. A chunk it shares with other views counts here too.
  const walletConnectSet = new Set<string>()
  const walkLazy = (path: string) => {
    if (walletConnectSet.has(path) || staticSet.has(path)) return
    walletConnectSet.add(path)
    for (const imp of outputs[path]!.imports) if (imp.kind === 'import-statement' && !imp.external) walkLazy(imp.path)
  }
  for (const path of lazy)
    if (Object.keys(outputs[path]!.inputs).some((input) => input.includes('packages/sign-client/'))) walkLazy(path)
  const walletConnect = [...walletConnectSet]
  const languages = lazy.filter((path) => isLanguageChunk(outputs[path]!))
  const largestLanguage = Math.max(0, ...languages.map(size))
  const englishSections = lazy.filter((path) => isEnglishSectionsChunk(outputs[path]!))
  // One language's sections load on a page: English's chunk or the largest other language's, not both.
  const oneLanguage = Math.max(sum(englishSections), largestLanguage)
  const ensNormaliser = lazy.filter((path) => isEnsNormaliserChunk(outputs[path]!))
  return {
    firstLoadGzip: sum(firstLoad),
    viewsGzip: sum(lazy) - sum(languages) - sum(englishSections) + oneLanguage - sum(ensNormaliser),
    ensNormaliserGzip: sum(ensNormaliser),
    languagesGzip: sum(languages),
    largestLanguageGzip: largestLanguage,
    languageFiles: languages.length,
    firstLoadFiles: staticSet.size,
    viewFiles: lazy.length,
    walletConnectGzip: sum(walletConnect),
    unreachableGzip: sum(unreachable),
    unreachableFiles: unreachable.length,
  }
}
