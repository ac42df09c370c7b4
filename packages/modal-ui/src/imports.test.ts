import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = dirname(fileURLToPath(import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : []
  })
}

/** Every relative import of each module: static, type-only, side-effect and dynamic `import()`. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sources(root)) {
    // Without comments: TSDoc examples show imports that are not made.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    const imports = [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) =>
      normalize(join(dirname(file), match[1]!.replace(/\.js$/, '.ts'))),
    )
    graph.set(file, imports)
  }
  return graph
}

/** The cycles of a directed graph, each as its path of nodes (the first node repeated at the end). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (node: string, stack: string[]) => {
    state.set(node, 'visiting')
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') found.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next, [...stack, next])
    }
    state.set(node, 'done')
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node, [node])
  return found
}

/** A module's top folder under src/ (`views`, `shell`, …); the entry modules at the top are `(entry)`. */
const folderOf = (file: string) => {
  const path = relative(root, file).split(sep)
  return path.length > 1 ? path[0]! : '(entry)'
}

test('no import cycles between modules, dynamic imports included', () => {
  const graph = importGraph()
  expect(cycles(graph).map((cycle) => cycle.map((file) => relative(root, file)).join(' → '))).toEqual([])
  expect(graph.size).toBeGreaterThan(100)
})

test('no import cycles between folders: controllers, shell, views and the rest depend one way', () => {
  const folders = new Map<string, string[]>()
  for (const [file, imports] of importGraph()) {
    const from = folderOf(file)
    const targets = new Set([...(folders.get(from) ?? []), ...imports.map(folderOf)])
    targets.delete(from)
    folders.set(from, [...targets])
  }
  expect(cycles(folders).map((cycle) => cycle.join(' → '))).toEqual([])
  expect(folders.size).toBeGreaterThan(8)
})
