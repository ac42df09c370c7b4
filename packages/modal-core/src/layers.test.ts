import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { LAYERS } from './layers.js'
import {
  checkLayers,
  packageEntryFiles,
  folderGraph,
  folderOfFile,
  readSources,
  type SourceFile,
} from '@agentry/test-utils/folder-graph'

const srcRoot = fileURLToPath(new URL('.', import.meta.url))
const order = LAYERS.flatMap(({ folders }) => folders)
// The package's entries, from its `exports` map (`./dist/send/index.js` is `src/send/index.ts`).
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, { import: string }>
}
const entryFiles = packageEntryFiles(packageJson.exports)
const folderOf = folderOfFile(entryFiles)

describe('the folders of src/ keep the layer table of src/layers.ts', () => {
  const files = readSources(srcRoot)
  const report = checkLayers(files, order, folderOf)

  test('every folder with product code is in the table, and the table names no missing folder', () => {
    expect(report.unlisted).toEqual([])
    expect(report.stale).toEqual([])
    expect(new Set(order).size).toBe(order.length)
  })

  test('imports point down the table only', () => {
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
    expect(edges).toBeGreaterThan(100)
    const imports = files.flatMap((file) => file.imports.map((entry) => `${entry.from} → ${entry.to}`))
    expect(imports).toContain('index.ts → errors/BaseError.ts')
    expect(imports).toContain('errors/adapterErrors.ts → caip/types.ts')
    // The eip155 balance read loads its RPC code on first use: a lazy import is a dependency too.
    expect(imports).toContain('adapters/evm/readEvmBalance.ts → balance/readNativeBalance.ts')
    expect(entryFiles.filter((path) => !files.some((file) => file.path === path))).toEqual([])
  })
})

describe('checkLayers', () => {
  const file = (path: string, ...to: string[]): SourceFile => ({
    path,
    isTest: path.endsWith('.test.ts') || path.startsWith('test/'),
    imports: to.map((target, i) => ({ from: path, to: target, specifier: `./${target}`, line: i + 1 })),
  })

  test('names an upward import, a cycle, an unlisted folder and product code that imports a test helper', () => {
    const report = checkLayers(
      [
        file('flows/connect.ts', 'chain/chainState.ts'),
        file('chain/chainState.ts', 'flows/connect.ts', 'test/waitFor.ts'),
        file('extra/thing.ts'),
        file('chain/chain.test.ts', 'flows/connect.ts'),
        file('test/waitFor.ts'),
      ],
      ['flows', 'chain', 'gone'],
      folderOfFile([]),
    )
    expect(report).toEqual({
      unlisted: ['extra'],
      stale: ['gone'],
      testImports: ['chain/chainState.ts:2 imports test/waitFor.ts'],
      upward: ['chain/chainState.ts:1 imports flows/connect.ts (chain is below flows)'],
      cycles: [['chain', 'flows']],
    })
  })

  test('a test file may import from any layer', () => {
    const report = checkLayers(
      [
        file('chain/chainState.ts'),
        file('flows/connect.ts', 'chain/chainState.ts'),
        file('chain/chain.test.ts', 'flows/connect.ts'),
      ],
      ['flows', 'chain'],
      folderOfFile([]),
    )
    expect(report).toEqual({ unlisted: [], stale: [], testImports: [], upward: [], cycles: [] })
  })
})
