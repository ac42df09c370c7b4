import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Issue 28.1: the production server and Next once each held a copy of the auth code (lib/server), with five
// globals tying their state together; a flaky 500/503 came from the two copies. Now the server loads the
// route modules Next built (builtRoutes.ts) and bundles none of that code. These checks keep it so.
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The modules a file imports for their values (type-only imports are erased and bundle nothing). */
function valueImports(source: string): string[] {
  const specifiers: string[] = []
  for (const match of source.matchAll(/^import\s+(type\s+)?[^'"]*?['"]([^'"]+)['"]/gm))
    if (!match[1]) specifiers.push(match[2]!)
  for (const match of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]!)
  return specifiers
}

describe('one copy of the auth code in production', () => {
  it("the server's own files import no auth code (app/ or lib/server) for its values", () => {
    const files = readdirSync(join(webDir, 'server')).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )
    expect(files).toContain('main.ts')
    for (const file of files) {
      const imports = valueImports(readFileSync(join(webDir, 'server', file), 'utf8'))
      expect(
        imports.filter((specifier) => /^@\/(app|lib\/server)\//.test(specifier)),
        file,
      ).toEqual([])
    }
  })

  it('the built server bundle (dist/server.cjs) holds no source file of app/ or lib/server/', () => {
    const map = JSON.parse(readFileSync(join(webDir, 'dist', 'server.cjs.map'), 'utf8')) as { sources: string[] }
    const ours = map.sources.filter((source) => !source.includes('node_modules'))
    expect(ours.some((source) => source.endsWith('server/main.ts'))).toBe(true)
    expect(ours.filter((source) => /(^|\/)(app|lib\/server)\//.test(source))).toEqual([])
  })
})
