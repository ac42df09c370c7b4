// Prints the folder-graph figures of `src/` (the numbers docs/ARCHITECTURE.md and the layer check speak of):
// `pnpm --filter @agentry/modal-core exec tsx scripts/folder-figures.ts [--nested] [--order]`.
// Entry files (the `exports` map of package.json) count as one node, `(entries)`; `--nested` counts every folder
// (adapters/evm apart from adapters), not only the top-level ones; `--order` prints the folder order used.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  packageEntryFiles,
  folderCycles,
  folderGraph,
  folderLevels,
  folderOfFile,
  longestChain,
  readSources,
  upwardImports,
} from '@agentry/test-utils/folder-graph'

const nested = process.argv.includes('--nested')
// tsup's `entry` is a glob of every source file now; the package's entries are its `exports`.
const { exports } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, { import: string }>
}
const files = readSources(fileURLToPath(new URL('../src', import.meta.url)))
const graph = folderGraph(files, folderOfFile(packageEntryFiles(exports), { nested }))
const cycles = folderCycles(graph)
const { order, upward } = upwardImports(graph)

console.log(`folders: ${graph.size} (${nested ? 'every folder' : 'top-level folders of src/'}, entries as one)`)
console.log(`folders in cycles: ${cycles.flat().length} (${cycles.length} knot${cycles.length === 1 ? '' : 's'})`)
for (const cycle of cycles) console.log(`  knot: ${cycle.join(', ')}`)
console.log(`imports pointing back up (best folder order): ${upward.length}`)
for (const entry of upward) console.log(`  ${entry.from}:${entry.line} → ${entry.to}`)
console.log(`levels (folders on the longest import chain, a cycle counted as one): ${folderLevels(graph)}`)
console.log(`levels of the best order (upward imports left out): ${folderLevels(graph, { ignore: upward })}`)
if (cycles.length === 0) {
  const chain = longestChain(graph)
  console.log(`longest chain: ${chain.folders.join(' > ')}`)
  for (const entry of chain.imports) console.log(`  ${entry.from}:${entry.line} → ${entry.to}`)
}
if (process.argv.includes('--order')) console.log(`order, top first: ${order.join(' > ')}`)
