import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const RESULTS = fileURLToPath(new URL('../RESULTS.md', import.meta.url))

/**
 * Replaces (or appends) the section of bench/RESULTS.md between `<!-- {id}:start -->` and
 * `<!-- {id}:end -->`, so each benchmark owns its block and reruns overwrite it.
 */
export function recordResults(id: string, markdown: string): void {
  const start = `<!-- ${id}:start -->`
  const end = `<!-- ${id}:end -->`
  const block = `${start}\n${markdown.trim()}\n${end}`
  let text = existsSync(RESULTS)
    ? readFileSync(RESULTS, 'utf8')
    : '# Benchmark results\n\nWritten by `npm run bench`; each block is replaced when its benchmark runs again.\n'
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`
  writeFileSync(RESULTS, text)
}

/** Machine facts printed with every result, since figures only mean something on a known machine. */
export async function machineLine(): Promise<string> {
  const os = await import('node:os')
  return `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`
}
