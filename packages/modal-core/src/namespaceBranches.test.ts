import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { findBranchesInText, findNamespaceBranches } from './test/namespaceBranches.js'

/**
 * Files where a namespace is data, not behaviour: CAIP parsing, whose address check is the namespace's
 * address format.
 */
const NAMESPACE_AS_DATA = ['networks/parseCaipAddress.ts']

/**
 * Branches still to move behind the adapter contract (issue 17 item 2), with their count: features and
 * stores outside the connection layer. This list only shrinks: a file that loses its branches must
 * leave it (the test fails on a count that is too high), and no file may join it.
 */
const REMAINING: Record<string, number> = {
  'flows/sendToken.ts': 1, // the failure message of a send (SolanaSendFailedError on solana)
  'send/validateSend.ts': 2, // the receiver's address format per namespace
  'walletconnect/createWalletConnectSolanaWallet.ts': 1, // the solana accounts of a session
}

const root = fileURLToPath(new URL('.', import.meta.url))

describe('no namespace branches outside the adapters', () => {
  const branches = findNamespaceBranches(root)

  test('outside adapters/<namespace>/, no code compares with a namespace literal (but the listed files)', () => {
    const unexpected = branches
      .filter(({ file }) => !NAMESPACE_AS_DATA.includes(file) && !(file in REMAINING))
      .map(({ file, line, text }) => `${file}:${line}: ${text}`)
    expect(unexpected).toEqual([])
  })

  test('the list of remaining branches only shrinks', () => {
    const counts: Record<string, number> = {}
    for (const { file } of branches) if (file in REMAINING) counts[file] = (counts[file] ?? 0) + 1
    const listed = Object.fromEntries(Object.keys(REMAINING).map((file) => [file, counts[file] ?? 0]))
    expect(listed).toEqual(REMAINING)
    expect(NAMESPACE_AS_DATA.every((file) => branches.some((branch) => branch.file === file))).toBe(true)
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
