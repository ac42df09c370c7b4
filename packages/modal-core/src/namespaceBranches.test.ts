import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { findBranchesInText, findNamespaceBranches } from './test/namespaceBranches.js'

/**
 * Files where a namespace is data, not behaviour: CAIP parsing, whose address check is the namespace's
 * address format.
 */
const NAMESPACE_AS_DATA = ['networks/parseCaipAddress.ts']

const root = fileURLToPath(new URL('.', import.meta.url))

describe('no namespace branches outside the adapters', () => {
  const branches = findNamespaceBranches(root)

  test('outside adapters/<namespace>/, no code compares with a namespace literal', () => {
    const found = branches
      .filter(({ file }) => !NAMESPACE_AS_DATA.includes(file))
      .map(({ file, line, text }) => `${file}:${line}: ${text}`)
    expect(found).toEqual([])
  })

  test('each file where a namespace is data does compare with one (the exception is still needed)', () => {
    for (const file of NAMESPACE_AS_DATA) expect(branches.some((branch) => branch.file === file)).toBe(true)
  })

  test('the finder names comparisons and cases, not data or comments', () => {
    const source = [
      "if (network.chainNamespace === 'eip155') read()",
      "const ok = 'solana' !== namespace",
      '  case "bip122":',
      "const network = { chainNamespace: 'polkadot' }",
      " * if (namespace === 'eip155') only in a comment",
      "const namespaces = ['eip155', 'solana']",
      "if (kind === 'eip1559') fee()",
    ].join('\n')
    expect(findBranchesInText('sample.ts', source).map(({ line }) => line)).toEqual([1, 2, 3])
  })
})
