// What a wagmi dapp's first load grows by when it adds a connect modal: the Vite + wagmi example built as
// four apps (plain wagmi 3, wagmi 3 with our modal, plain wagmi 2, wagmi 2 with RainbowKit 2.2.11, which
// does not support wagmi 3), each a production bundle of the same app code by Vite and by esbuild, measured
// as the gzip bytes of the JavaScript the page loads eagerly (the entry and its static imports; dynamic
// imports left out).
import { build, type Metafile, type Plugin } from 'esbuild'
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { wagmiEagerSources, type WagmiEagerVariant } from './wagmiEagerSources.js'

/** The figure's target (issue 15): what the modal may add to a wagmi app's eager JS, in gzip bytes. */
export const WAGMI_EAGER_BUDGET = 50 * 1024

const root = fileURLToPath(new URL('../..', import.meta.url))
const exampleDir = join(root, 'examples/vite-wagmi/src')

/** Where each variant takes its packages from: the workspace copies a dapp would get from npm. */
const PACKAGE_HOMES: Record<WagmiEagerVariant, Record<string, string>> = (() => {
  const wagmi3 = {
    react: 'packages/wagmi/node_modules/react',
    'react-dom': 'packages/wagmi/node_modules/react-dom',
    '@tanstack/react-query': 'packages/wagmi/node_modules/@tanstack/react-query',
    viem: 'packages/wagmi/node_modules/viem',
    wagmi: 'packages/wagmi/node_modules/wagmi',
  }
  const wagmi2 = {
    react: 'node_modules/react',
    'react-dom': 'node_modules/react-dom',
    '@tanstack/react-query': 'node_modules/@tanstack/react-query',
    viem: 'node_modules/viem',
    wagmi: 'node_modules/wagmi',
  }
  return {
    plainWagmi3: wagmi3,
    agentry: {
      ...wagmi3,
      '@agentry/modal-core': 'packages/modal-core',
      '@agentry/modal-ui': 'packages/modal-ui',
      '@agentry/wagmi': 'packages/wagmi',
    },
    plainWagmi2: wagmi2,
    rainbowKit: { ...wagmi2, '@rainbow-me/rainbowkit': 'node_modules/@rainbow-me/rainbowkit' },
  }
})()

export type EagerSize = {
  /** Gzip -9 bytes of the entry chunk and every chunk it imports statically. */
  eagerJsGzip: number
  /** Gzip -9 bytes of the lazily imported chunks (loaded on demand, not counted above). */
  lazyJsGzip: number
  /** Gzip -9 bytes of the CSS the app imports (RainbowKit's stylesheet; ours is in the JS). */
  cssGzip: number
  /** Optional dependencies that a dynamic import names but that are not installed (left out). */
  missingLazy: string[]
}

/** Vite, the example's own build tool (its production build bundles with Rolldown), or esbuild as the other benches. */
export type WagmiEagerBundler = 'vite' | 'esbuild'

const RELAY_URL = 'ws://127.0.0.1:8787'

/** Output chunks reduced to what the measure needs: gzip size, static and dynamic imports, by file name. */
type Chunk = { gzip: number; imports: string[]; isEntry: boolean; css: boolean }

/** Sums the entry's static closure as eager, every other JS chunk as lazy. */
function measure(chunks: Map<string, Chunk>, missingLazy: string[]): EagerSize {
  const entry = [...chunks].find(([, chunk]) => chunk.isEntry)
  if (!entry) throw new Error('the build has no entry chunk')
  const eager = new Set<string>()
  const walk = (file: string) => {
    if (eager.has(file) || !chunks.has(file)) return
    eager.add(file)
    for (const imported of chunks.get(file)!.imports) walk(imported)
  }
  walk(entry[0])
  let eagerJsGzip = 0
  let lazyJsGzip = 0
  let cssGzip = 0
  for (const [file, chunk] of chunks) {
    if (chunk.css) cssGzip += chunk.gzip
    else if (eager.has(file)) eagerJsGzip += chunk.gzip
    else lazyJsGzip += chunk.gzip
  }
  return { eagerJsGzip, lazyJsGzip, cssGzip, missingLazy: [...new Set(missingLazy)].sort() }
}

const gzip = (contents: string | Uint8Array) => gzipSync(contents, { level: 9 }).length

/**
 * Builds one variant of the example into a fresh folder (sources written there, `node_modules` linked to
 * the workspace's installed packages) as a production build: minified, code-split,
 * `process.env.NODE_ENV` = 'production', the example's `VITE_RELAY_URL` set so WalletConnect is included.
 *
 * @example
 * const { eagerJsGzip } = await wagmiEagerSize('agentry', 'vite')
 */
export async function wagmiEagerSize(variant: WagmiEagerVariant, bundler: WagmiEagerBundler): Promise<EagerSize> {
  const dir = join(tmpdir(), `agentry-bench-wagmi-eager-${process.pid}`, `${variant}-${bundler}`)
  rmSync(dir, { recursive: true, force: true })
  const example = (file: string) => readFileSync(join(exampleDir, file), 'utf8')
  const files = {
    ...wagmiEagerSources(variant, example),
    'index.html': readFileSync(join(exampleDir, '../index.html'), 'utf8'),
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  for (const [name, home] of Object.entries(PACKAGE_HOMES[variant])) {
    mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true })
    symlinkSync(join(root, home), join(dir, 'node_modules', name))
  }
  try {
    return bundler === 'vite' ? await viteBuild(dir) : await esbuildBuild(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The part of Vite's `build` and its Rollup output that the measure reads. */
type ViteOutput =
  | { type: 'chunk'; fileName: string; code: string; imports: string[]; isEntry: boolean }
  | { type: 'asset'; fileName: string; source: string | Uint8Array }
type ViteBuild = (config: object) => Promise<{ output: ViteOutput[] } | { output: ViteOutput[] }[]>

/** `vite build` of the folder's index.html (Vite from the workspace: modal-ui's Storybook uses it). */
async function viteBuild(dir: string): Promise<EagerSize> {
  const vite = (await import(
    pathToFileURL(join(root, 'packages/modal-ui/node_modules/vite/dist/node/index.js')).href
  )) as { build: ViteBuild }
  const result = await vite.build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: {
      'import.meta.env.VITE_RELAY_URL': JSON.stringify(RELAY_URL),
      'import.meta.env.VITE_RPC_URL': 'undefined',
    },
    // What @vitejs/plugin-react sets for a production build: the automatic JSX runtime.
    oxc: { jsx: { runtime: 'automatic' } },
    build: { write: false, outDir: join(dir, 'dist'), reportCompressedSize: false },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
  const chunks = new Map<string, Chunk>()
  for (const output of outputs) {
    if (output.type === 'chunk')
      chunks.set(output.fileName, {
        gzip: gzip(output.code),
        imports: output.imports,
        isEntry: output.isEntry,
        css: false,
      })
    else if (output.fileName.endsWith('.css'))
      chunks.set(output.fileName, { gzip: gzip(output.source), imports: [], isEntry: false, css: true })
  }
  return measure(chunks, [])
}

/** esbuild with splitting, as bench/lib/modalBundleSizes.ts measures the site. */
async function esbuildBuild(dir: string): Promise<EagerSize> {
  const missingLazy: string[] = []
  const result = await build({
    entryPoints: [join(dir, 'src/main.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    outdir: join(dir, 'dist'),
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    // The workspace packages' tsconfig paths point at their sources; an installed package has no tsconfig.
    tsconfigRaw: {},
    loader: { '.png': 'dataurl', '.svg': 'dataurl' },
    define: {
      'process.env.NODE_ENV': '"production"',
      'import.meta.env.VITE_RELAY_URL': JSON.stringify(RELAY_URL),
      'import.meta.env.VITE_RPC_URL': 'undefined',
    },
    plugins: [leaveOutMissingLazy(missingLazy)],
    logLevel: 'silent',
  })
  const outputs = (result.metafile as Metafile).outputs
  const gz = new Map(result.outputFiles.map((f) => [basename(f.path), gzip(f.contents)]))
  const chunks = new Map<string, Chunk>()
  for (const [path, output] of Object.entries(outputs)) {
    if (!path.endsWith('.js') && !path.endsWith('.css')) continue
    chunks.set(basename(path), {
      gzip: gz.get(basename(path)) ?? 0,
      imports: output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => basename(i.path)),
      isEntry: Boolean(output.entryPoint?.endsWith('src/main.tsx')),
      css: path.endsWith('.css'),
    })
  }
  return measure(chunks, missingLazy)
}

/**
 * Wallet SDKs that wagmi's connectors import dynamically are optional peers: an app that does not install
 * them never loads them. Such an import is left external (and reported) instead of failing the build; a
 * missing static import still fails it.
 */
function leaveOutMissingLazy(missing: string[]): Plugin {
  return {
    name: 'leave-out-missing-lazy',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'retry') return undefined
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'retry',
        })
        if (resolved.errors.length === 0) return resolved
        missing.push(args.path)
        return { path: args.path, external: true }
      })
    },
  }
}
