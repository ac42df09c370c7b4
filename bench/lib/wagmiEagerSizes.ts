// What a wagmi dapp's first load grows by when it adds a connect modal: the Vite + wagmi example built as
// four apps (plain wagmi 3, wagmi 3 with our modal, plain wagmi 2, wagmi 2 with RainbowKit 2.2.11, which
// does not support wagmi 3), each a production bundle of the same app code, measured as the gzip bytes of
// the JavaScript the page loads eagerly (the entry and its static imports; dynamic imports left out).
import { build, type Metafile, type Plugin } from 'esbuild'
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { wagmiEagerSources, type WagmiEagerVariant } from './wagmiEagerSources.js'

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

/**
 * Builds one variant of the example into a fresh folder (sources written there, `node_modules` linked to
 * the workspace's installed packages) with esbuild as a production build: minified, code-split,
 * `process.env.NODE_ENV` = 'production', the example's `VITE_RELAY_URL` set so WalletConnect is included.
 *
 * @example
 * const { eagerJsGzip } = await wagmiEagerSize('agentry')
 */
export async function wagmiEagerSize(variant: WagmiEagerVariant): Promise<EagerSize> {
  const dir = join(tmpdir(), `agentry-bench-wagmi-eager-${process.pid}`, variant)
  rmSync(dir, { recursive: true, force: true })
  const example = (file: string) => readFileSync(join(exampleDir, file), 'utf8')
  for (const [file, text] of Object.entries(wagmiEagerSources(variant, example))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  for (const [name, home] of Object.entries(PACKAGE_HOMES[variant])) {
    mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true })
    symlinkSync(join(root, home), join(dir, 'node_modules', name))
  }
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
      'import.meta.env.VITE_RELAY_URL': '"ws://127.0.0.1:8787"',
      'import.meta.env.VITE_RPC_URL': 'undefined',
    },
    plugins: [leaveOutMissingLazy(missingLazy)],
    logLevel: 'silent',
  })
  const outputs = (result.metafile as Metafile).outputs
  const gz = new Map(result.outputFiles.map((f) => [basename(f.path), gzipSync(f.contents, { level: 9 }).length]))
  const size = (path: string) => gz.get(basename(path)) ?? 0
  const entry = Object.keys(outputs).find((p) => outputs[p]!.entryPoint?.endsWith('src/main.tsx'))!
  const eager = new Set<string>()
  const walk = (path: string) => {
    if (eager.has(path)) return
    eager.add(path)
    for (const imp of outputs[path]!.imports) if (imp.kind === 'import-statement' && !imp.external) walk(imp.path)
  }
  walk(entry)
  const sum = (paths: string[]) => paths.reduce((n, p) => n + size(p), 0)
  const js = Object.keys(outputs).filter((p) => p.endsWith('.js'))
  rmSync(dirname(dir), { recursive: true, force: true })
  writeFileSync(join(dir, 'meta.json'), JSON.stringify({ meta: result.metafile, eager: [...eager] }))
  return {
    eagerJsGzip: sum([...eager]),
    lazyJsGzip: sum(js.filter((p) => !eager.has(p))),
    cssGzip: sum(Object.keys(outputs).filter((p) => p.endsWith('.css'))),
    missingLazy: [...new Set(missingLazy)].sort(),
  }
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
