import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** The namespaces of the spec; a comparison with one of them is a namespace branch. */
export const NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const

const literal = `['"](?:${NAMESPACES.join('|')})['"]`
const branch = new RegExp(`(?:===|!==)\\s*${literal}|${literal}\\s*(?:===|!==)|\\bcase\\s+${literal}`)

/** One namespace branch: where it is and the line that makes it. */
export type NamespaceBranch = { file: string; line: number; text: string }

/**
 * The namespace branches of a source text: a namespace string literal next to `===`, `!==` or after
 * `case`, outside comments.
 *
 * @example
 * findBranchesInText('a.ts', "if (ns === 'eip155') x()") // [{ file: 'a.ts', line: 1, text: "if (ns === 'eip155') x()" }]
 */
export function findBranchesInText(file: string, source: string): NamespaceBranch[] {
  return source.split('\n').flatMap((text, index) => {
    const code = text.trim()
    if (code.startsWith('*') || code.startsWith('//') || code.startsWith('/*')) return []
    return branch.test(code.replace(/\s\/\/.*$/, '')) ? [{ file, line: index + 1, text: code }] : []
  })
}

/** Product files of `src/` (no tests, no `src/test/`), as paths relative to it. */
function productFiles(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return dir === root && name === 'test' ? [] : productFiles(root, path)
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [relative(root, path).replaceAll('\\', '/')] : []
  })
}

/**
 * Every namespace branch of modal-core's product code outside the namespaces' own adapter folders
 * (`adapters/<folder>/`, where a namespace's code may know its namespace).
 */
export function findNamespaceBranches(root: string): NamespaceBranch[] {
  return productFiles(root)
    .filter((file) => !/^adapters\/[^/]+\//.test(file))
    .flatMap((file) => findBranchesInText(file, readFileSync(join(root, file), 'utf8')))
}
