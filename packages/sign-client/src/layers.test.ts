import {
  checkLayers,
  folderGraph,
  folderOfFile,
  packageEntryFiles,
  readSources,
  type SourceFile,
} from '@agentry/test-utils/folder-graph'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { LAYERS } from './layers.js'

const srcRoot = fileURLToPath(new URL('.', import.meta.url))
const order: readonly string[] = LAYERS.flatMap(({ folders }) => folders)
// The package's entries, from its `exports` map (`./dist/errors/index.js` is `src/errors/index.ts`).
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, { import: string }>
}
const entryFiles = packageEntryFiles(packageJson.exports)
// Each folder is its own node: `client/auth` is a room apart from `client` (the front).
const folderOf = folderOfFile(entryFiles, { nested: true })

describe('the folders of src/ keep the room table of src/layers.ts', () => {
  const files = readSources(srcRoot)
  const report = checkLayers(files, order, folderOf)

  test('every folder with product code is in the table, and the table names no missing folder', () => {
    expect(report.unlisted).toEqual([])
    expect(report.stale).toEqual([])
    expect(new Set(order).size).toBe(order.length)
  })

  test('imports point down the table only: a lower room never imports a higher one', () => {
    expect(report.upward).toEqual([])
  })

  test('no folder cycle', () => {
    expect(report.cycles).toEqual([])
  })

  test('product code never imports tests or test helpers', () => {
    expect(report.testImports).toEqual([])
  })

  test('the check reads the real import graph (re-exports, type-only imports and import())', () => {
    const edges = [...folderGraph(files, folderOf).values()].reduce((sum, targets) => sum + targets.size, 0)
    expect(edges).toBeGreaterThan(40)
    const imports = files.flatMap((file) => file.imports.map((entry) => `${entry.from} → ${entry.to}`))
    expect(imports).toContain('index.ts → client/SignClient.ts')
    // A type-only import is a dependency too.
    expect(imports).toContain('core/recordGuards.ts → types/protocol.ts')
    // The signature check is loaded on first use: a lazy import counts as well.
    expect(imports).toContain('client/auth/cacao.ts → client/auth/cacaoSignature.ts')
    expect(entryFiles).toEqual(['index.ts', 'errors/index.ts'])
  })
})

describe('the file graph has no cycle within a room either', () => {
  const files = readSources(srcRoot).filter((file) => !file.isTest)
  // Every file its own node: a cycle between two files of one room (types ↔ cacao once) shows here.
  const report = checkLayers(files, [], (path) => path)

  test('no file imports itself back, by any path, type-only imports included', () => {
    expect(report.cycles).toEqual([])
  })
})

describe('checkLayers with nested rooms', () => {
  const file = (path: string, ...to: string[]): SourceFile => ({
    path,
    isTest: path.endsWith('.test.ts') || path.startsWith('test/'),
    imports: to.map((target, i) => ({ from: path, to: target, specifier: `./${target}`, line: i + 1 })),
  })

  test('names a lower room that imports a higher one, and the cycle it makes', () => {
    const report = checkLayers(
      [
        file('client/SignClient.ts', 'client/session/sessions.ts'),
        file('client/session/sessions.ts', 'client/context/context.ts'),
        file('client/context/context.ts', 'client/session/sessions.ts'),
      ],
      ['client', 'client/session', 'client/context'],
      folderOfFile(['index.ts'], { nested: true }),
    )
    expect(report.upward).toEqual([
      'client/context/context.ts:1 imports client/session/sessions.ts (client/context is below client/session)',
    ])
    expect(report.cycles).toEqual([['client/context', 'client/session']])
  })
})
