// A README code block that stands for an example file must be that file, so the README cannot drift from code
// that the examples' tests run. Mark such a block with the file's path from the repository root:
//
//   <!-- example: examples/next/app/modal.ts -->
//   ```ts
//   …the file's content…
//   ```
//
// Checks every README.md of the repository (not node_modules); exits 1 on a difference or a missing file.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..')
const readmes = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*README.md'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)

const marker = /<!-- example: (\S+) -->\s*\n```[^\n]*\n([\s\S]*?)\n```/g
const problems = []
let checked = 0
for (const readme of readmes) {
  const text = readFileSync(join(root, readme), 'utf8')
  for (const [, path, block] of text.matchAll(marker)) {
    checked += 1
    const file = join(root, path)
    if (!existsSync(file)) {
      problems.push(`${readme}: names ${path}, which does not exist`)
      continue
    }
    if (readFileSync(file, 'utf8').trimEnd() !== block.trimEnd()) {
      problems.push(`${readme}: the block marked ${path} differs from that file; paste the file's content`)
    }
  }
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`FAIL ${problem}`)
  process.exit(1)
}
console.info(`check-readme-examples: ${checked} README blocks match their example files`)
