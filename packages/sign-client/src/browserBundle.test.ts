import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

// Found by the browser tests: a dapp's bundler must be able to bundle this package for the browser with
// nothing marked external (the Node file storage loads node:fs only at run time, and only in Node).
it('bundles for the browser with no Node built-in to resolve', async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  })
  expect(result.errors).toEqual([])
  expect(result.outputFiles[0]!.text).not.toMatch(/from ["'](node:)?fs/)
})
