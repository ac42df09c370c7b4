import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = dirname(fileURLToPath(import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path)
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : []
  })
}

test('no import cycles between modules (stores never import each other in a loop)', () => {
  const graph = new Map<string, string[]>()
  for (const file of sources(root)) {
    const imports = [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((match) =>
      normalize(join(dirname(file), match[1]!.replace(/\.js$/, '.ts'))),
    )
    graph.set(file, imports)
  }
  const cycles: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (file: string, stack: string[]) => {
    state.set(file, 'visiting')
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'visiting')
        cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => relative(root, f)).join(' → '))
      else if (!state.has(next)) visit(next, [...stack, next])
    }
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file, [file])
  expect(cycles).toEqual([])
  expect(graph.size).toBeGreaterThan(40)
})
