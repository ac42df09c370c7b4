import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import ts from 'typescript'

// The folder graph of a package's `src/`, for layer tests (`src/layers.test.ts` of a package) and the
// figures of docs/ARCHITECTURE.md.

/**
 * The node of the package's entry files (`src/index.ts` and the subpath entries such as
 * `src/send/index.ts`, as `tsup.config.ts` lists them) and of the other files at the top of `src/`.
 */
export const ENTRIES = '(entries)'

/** One relative import of one file, resolved to the file it names. */
export type SourceImport = {
  /** Importing file, relative to `src/` with `/` separators. */
  from: string
  /** Imported file, relative to `src/`. */
  to: string
  /** The specifier as written. */
  specifier: string
  line: number
}

/** A file of the package's sources, with what kind of file it is. */
export type SourceFile = {
  path: string
  /** A `*.test.ts` file or anything under `src/test/`. */
  isTest: boolean
  imports: SourceImport[]
}

/** The `.ts` files under `dir`, recursively, relative to `dir` with `/` separators. */
function listTsFiles(dir: string, base = dir): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return listTsFiles(path, base)
      return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [relative(base, path).split(sep).join('/')] : []
    })
}

function resolveSpecifier(srcRoot: string, from: string, specifier: string): string {
  const base = join(srcRoot, dirname(from), specifier)
  const candidates = [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, join(base, 'index.ts')]
  const found = candidates.find((path) => path.endsWith('.ts') && existsSync(path) && statSync(path).isFile())
  if (!found) throw new Error(`${from}: cannot resolve the import '${specifier}'`)
  return relative(srcRoot, found).split(sep).join('/')
}

/**
 * Reads every `.ts` file under `srcRoot` and its relative imports: `import … from`, `export … from`,
 * `import type`, side-effect imports and `import()`, parsed by the TypeScript compiler (so comments
 * and strings that look like imports are not counted).
 *
 * @example
 * const files = readSources(fileURLToPath(new URL('..', import.meta.url)))
 */
export function readSources(srcRoot: string): SourceFile[] {
  return listTsFiles(srcRoot).map((path) => {
    const text = readFileSync(join(srcRoot, path), 'utf8')
    const { importedFiles } = ts.preProcessFile(text, true, true)
    const imports = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName, pos }) => ({
        from: path,
        to: resolveSpecifier(srcRoot, path, fileName),
        specifier: fileName,
        line: text.slice(0, pos).split('\n').length,
      }))
    return { path, isTest: isTestFile(path), imports }
  })
}

/** Whether a path (relative to `src/`) is a test or a test helper. */
export function isTestFile(path: string): boolean {
  return path.endsWith('.test.ts') || path.startsWith('test/')
}

/**
 * Maps a file to its node in the folder graph: {@link ENTRIES} for an entry file or a file at the top
 * of `src/`, else its top-level folder (`nested`: its own folder, `adapters/evm` apart from `adapters`).
 *
 * @example
 * const folderOf = folderOfFile(['index.ts', 'send/index.ts'])
 * folderOf('send/index.ts') // '(entries)'
 * folderOf('send/sendState.ts') // 'send'
 */
export function folderOfFile(
  entryFiles: readonly string[],
  { nested = false }: { nested?: boolean } = {},
): (path: string) => string {
  const entries = new Set(entryFiles)
  return (path) => {
    if (entries.has(path) || !path.includes('/')) return ENTRIES
    return nested ? path.slice(0, path.lastIndexOf('/')) : path.slice(0, path.indexOf('/'))
  }
}

/** The entry files of `tsup.config.ts`'s `entry` map, relative to `src/`. */
export function entryFilesOf(entry: Record<string, string>): string[] {
  return Object.values(entry).map((path) => path.replace(/^(\.\/)?src\//, ''))
}

/**
 * The entry files of the package, relative to `src/`, from its `exports` map (`./dist/send/index.js`
 * is `send/index.ts`): tsup's `entry` is a glob of every file, so the package's entries live there.
 */
export function packageEntryFiles(exports: Record<string, { import: string }>): string[] {
  return entryFilesOf(
    Object.fromEntries(
      Object.entries(exports).map(([name, { import: file }]) => [
        name,
        file.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts'),
      ]),
    ),
  )
}

/** Folder → folder edges of product code, each with the imports that make it. */
export type FolderGraph = Map<string, Map<string, SourceImport[]>>

/**
 * The graph between folders made by the imports of product files (tests and test helpers left out).
 * `folderOf` maps a file to its node (see {@link folderOfFile}).
 */
export function folderGraph(files: SourceFile[], folderOf: (path: string) => string): FolderGraph {
  const graph: FolderGraph = new Map()
  for (const file of files) {
    if (file.isTest) continue
    const from = folderOf(file.path)
    if (!graph.has(from)) graph.set(from, new Map())
    for (const entry of file.imports) {
      const to = folderOf(entry.to)
      if (to === from) continue
      const edges = graph.get(from)!
      edges.set(to, [...(edges.get(to) ?? []), entry])
    }
  }
  for (const targets of [...graph.values()].map((edges) => [...edges.keys()]))
    for (const to of targets) if (!graph.has(to)) graph.set(to, new Map())
  return graph
}

/** Strongly connected components of more than one folder (Tarjan), each sorted by name. */
export function folderCycles(graph: FolderGraph): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node)!.keys()) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) components.push(component.sort())
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return components
}

/**
 * The number of folders on the longest import chain (each cycle counted as one folder): how many
 * layers the folder tree needs at least. `ignore` leaves out imports (the upward ones, to measure the
 * depth of the tree laid out in its best order).
 */
export function folderLevels(graph: FolderGraph, { ignore = [] }: { ignore?: SourceImport[] } = {}): number {
  if (ignore.length > 0) {
    const skipped = new Set(ignore)
    graph = new Map(
      [...graph].map(([from, targets]) => [
        from,
        new Map([...targets].filter(([, imports]) => !imports.every((entry) => skipped.has(entry)))),
      ]),
    )
  }
  const componentOf = new Map<string, string>()
  for (const component of folderCycles(graph)) for (const node of component) componentOf.set(node, component[0]!)
  const node = (folder: string) => componentOf.get(folder) ?? folder
  const edges = new Map<string, Set<string>>()
  for (const [from, targets] of graph) {
    if (!edges.has(node(from))) edges.set(node(from), new Set())
    for (const to of targets.keys()) if (node(to) !== node(from)) edges.get(node(from))!.add(node(to))
  }
  const depth = new Map<string, number>()
  const depthOf = (folder: string): number => {
    if (!depth.has(folder)) depth.set(folder, 1 + Math.max(0, ...[...edges.get(folder)!].map(depthOf)))
    return depth.get(folder)!
  }
  return Math.max(0, ...[...edges.keys()].map(depthOf))
}

/**
 * An order of the folders, top first, that keeps as many imports pointing down as it can (the greedy
 * feedback-arc-set order of Eades, Lin and Smyth, weighted by import count), and the imports that still
 * point back up in it. With no folder cycle, none do.
 */
export function upwardImports(graph: FolderGraph): { order: string[]; upward: SourceImport[] } {
  const weight = (from: string, to: string) => graph.get(from)?.get(to)?.length ?? 0
  const left = new Set([...graph.keys()].sort())
  const head: string[] = []
  const tail: string[] = []
  const outWeight = (n: string) => [...left].reduce((sum, m) => sum + (m === n ? 0 : weight(n, m)), 0)
  const inWeight = (n: string) => [...left].reduce((sum, m) => sum + (m === n ? 0 : weight(m, n)), 0)
  while (left.size > 0) {
    const sink = [...left].find((n) => outWeight(n) === 0)
    const source = sink === undefined ? [...left].find((n) => inWeight(n) === 0) : undefined
    if (sink !== undefined) {
      tail.unshift(sink)
      left.delete(sink)
    } else if (source !== undefined) {
      head.push(source)
      left.delete(source)
    } else {
      const best = [...left].reduce((a, b) => (outWeight(b) - inWeight(b) > outWeight(a) - inWeight(a) ? b : a))
      head.push(best)
      left.delete(best)
    }
  }
  const order = [...head, ...tail]
  const rank = new Map(order.map((folder, i) => [folder, i]))
  const upward = [...graph].flatMap(([from, targets]) =>
    [...targets].flatMap(([to, imports]) => (rank.get(to)! < rank.get(from)! ? imports : [])),
  )
  return { order, upward }
}

/** What breaks the layer table: each entry names the file, line and import. */
export type LayerReport = {
  /** Folders that hold product code but are missing from the table. */
  unlisted: string[]
  /** Folders in the table that no longer exist. */
  stale: string[]
  /** Product code that imports a test file or test helper. */
  testImports: string[]
  /** Imports from a folder to one listed before it (a higher layer). */
  upward: string[]
  /** Folder cycles, whatever the table says. */
  cycles: string[][]
}

const describeImport = (entry: SourceImport) => `${entry.from}:${entry.line} imports ${entry.to}`

/**
 * Checks the imports of product files against `order`, the folders top first: an import from one
 * folder to another must point to a folder later in the list.
 *
 * @example
 * const report = checkLayers(readSources(srcRoot), LAYERS.flatMap(({ folders }) => folders), folderOfFile(['index.ts']))
 */
export function checkLayers(
  files: SourceFile[],
  order: readonly string[],
  folderOf: (path: string) => string,
): LayerReport {
  const rank = new Map(order.map((folder, i) => [folder, i]))
  const graph = folderGraph(files, folderOf)
  const productFolders = new Set(files.filter((file) => !file.isTest).map((file) => folderOf(file.path)))
  const upward: string[] = []
  for (const [from, targets] of graph)
    for (const [to, imports] of targets)
      if (rank.has(from) && rank.has(to) && rank.get(to)! < rank.get(from)!)
        upward.push(...imports.map((entry) => `${describeImport(entry)} (${from} is below ${to})`))
  return {
    unlisted: [...productFolders].filter((folder) => !rank.has(folder)).sort(),
    stale: order.filter((folder) => !productFolders.has(folder)),
    testImports: files
      .filter((file) => !file.isTest)
      .flatMap((file) => file.imports.filter((entry) => isTestFile(entry.to)).map(describeImport)),
    upward,
    cycles: folderCycles(graph),
  }
}

/**
 * One longest import chain of an acyclic folder graph, top first, with an import that makes each step
 * (what sets the number of levels).
 */
export function longestChain(graph: FolderGraph): { folders: string[]; imports: SourceImport[] } {
  const best = new Map<string, string[]>()
  const chainFrom = (folder: string): string[] => {
    if (!best.has(folder)) {
      const below = [...graph.get(folder)!.keys()].map(chainFrom)
      best.set(folder, [folder, ...below.reduce<string[]>((a, b) => (b.length > a.length ? b : a), [])])
    }
    return best.get(folder)!
  }
  const folders = [...graph.keys()].map(chainFrom).reduce<string[]>((a, b) => (b.length > a.length ? b : a), [])
  return { folders, imports: folders.slice(1).map((to, i) => graph.get(folders[i]!)!.get(to)![0]!) }
}
