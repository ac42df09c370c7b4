// What the Solana adapter costs an app that enables Solana: its entry on the first load, and the
// transaction code that loads only when a SOL or SPL token send is made (issue 15 item 7).
import { build, type Metafile } from 'esbuild'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const appDir = fileURLToPath(new URL('../../apps/web', import.meta.url))

// What a dapp with Solana imports: the adapter and the Wallet Standard discovery.
const ENTRY = `
import { createSolanaAdapter, watchSolanaWallets } from '@agentry/modal-core/solana'
export { createSolanaAdapter, watchSolanaWallets }
`

export type SolanaBundleSizes = {
  /** The `@agentry/modal-core/solana` entry, statically imported (gzip bytes). */
  entryGzip: number
  /** Loaded on the first SOL send: the sendSol chunk and what it imports beyond the entry. */
  solSendGzip: number
  /** Loaded on the first SPL token send. */
  splSendGzip: number
  /** Both sends' code together (what is loaded after a SOL and an SPL send). */
  sendGzip: number
}

/**
 * Bundles the Solana entry of the built modal-core as an app would (esbuild, splitting, minified) and
 * sums gzip -9 of the output files: the eager closure, and the lazy closures of the send modules.
 *
 * @example
 * const { entryGzip, sendGzip } = await solanaBundleSizes()
 */
export async function solanaBundleSizes(): Promise<SolanaBundleSizes> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: appDir, loader: 'ts', sourcefile: 'solana-entry.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    outdir: '/tmp/agentry-bench-solana',
    platform: 'browser',
    logLevel: 'silent',
  })
  const outputs = (result.metafile as Metafile).outputs
  const gz = new Map(result.outputFiles.map((f) => [basename(f.path), gzipSync(f.contents, { level: 9 }).length]))
  const size = (path: string) => gz.get(basename(path)) ?? 0
  const closure = (starts: string[], skip: ReadonlySet<string>) => {
    const seen = new Set<string>()
    const walk = (path: string) => {
      if (seen.has(path) || skip.has(path)) return
      seen.add(path)
      for (const imp of outputs[path]!.imports) if (imp.kind === 'import-statement' && !imp.external) walk(imp.path)
    }
    for (const start of starts) walk(start)
    return seen
  }
  const sum = (paths: Iterable<string>) => [...paths].reduce((n, p) => n + size(p), 0)
  const entry = Object.keys(outputs).find((p) => outputs[p]!.entryPoint?.endsWith('solana-entry.ts'))!
  const eager = closure([entry], new Set())
  const chunksOf = (name: RegExp) =>
    Object.keys(outputs).filter(
      (p) => p.endsWith('.js') && Object.keys(outputs[p]!.inputs).some((input) => name.test(input)),
    )
  const sol = chunksOf(/\/sendSol(?:-[A-Z0-9]+)?\.js$/)
  const spl = chunksOf(/\/sendSplToken(?:-[A-Z0-9]+)?\.js$/)
  if (!sol.length || !spl.length) throw new Error('the send modules were not found in the bundle')
  return {
    entryGzip: sum(eager),
    solSendGzip: sum(closure(sol, eager)),
    splSendGzip: sum(closure(spl, eager)),
    sendGzip: sum(closure([...sol, ...spl], eager)),
  }
}
