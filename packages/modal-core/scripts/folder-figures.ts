// Prints the folder-graph figures of `src/` (the numbers docs/ARCHITECTURE.md and the layer check speak of):
// `pnpm --filter @agentry/modal-core exec tsx scripts/folder-figures.ts [--nested] [--order]`.
// Entry files (tsup.config.ts) count as one node, `(entries)`; `--nested` counts every folder
// (adapters/evm apart from adapters), not only the top-level ones; `--order` prints the folder order used.
import { fileURLToPath } from 'node:url'
import tsupConfig from '../tsup.config.js'
import {
  entryFilesOf,
  folderCycles,
  folderGraph,
  folderLevels,
  folderOfFile,
  longestChain,
  readSources,
  upwardImports,
} from '../src/test/folderGraph.js'

const nested = process.argv.includes('--nested')
const { entry } = tsupConfig as { entry: Record<string, string> }
const files = readSources(fileURLToPath(new URL('../src', import.meta.url)))
const graph = folderGraph(files, folderOfFile(entryFilesOf(entry), { nested }))
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
