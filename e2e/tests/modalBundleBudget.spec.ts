import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { build } from 'esbuild'
import { bundleSizes, kb, MODAL_BUDGETS, splitChunks } from '../../bench/lib/modalBundleSizes'

// A size, not a timing: it is the same on any machine, so it can fail the run (timings stay in bench/).
// Measured as `npm run bench -- modal` measures it: the app's modal imports bundled by esbuild from the
// built packages, React external, gzip -9 of each chunk.
test.describe('modal bundle budgets', () => {
  test('the first load and the views on demand stay within their gzip budgets', async () => {
    const sizes = await bundleSizes()
    const figures = [
      {
        name: `modal on the first load (${sizes.firstLoadFiles} files)`,
        bytes: sizes.firstLoadGzip,
        budget: MODAL_BUDGETS.firstLoadGzip,
      },
      {
        name: `modal views on demand (${sizes.viewFiles} files, with the largest of ${sizes.languageFiles} languages)`,
        bytes: sizes.viewsGzip,
        budget: MODAL_BUDGETS.viewsGzip,
      },
      {
        name: 'ENSIP-15 name normaliser, on demand when a name is read or typed (one chunk)',
        bytes: sizes.ensNormaliserGzip,
        budget: MODAL_BUDGETS.ensNormaliserGzip,
      },
    ]
    for (const { name, bytes, budget } of figures)
      console.log(`${name}: ${kb(bytes)} KB gzip (${bytes} B), budget ${kb(budget)} KB (${budget} B)`)
    console.log(
      `languages but English, each on demand: ${sizes.languageFiles} chunks, ${kb(sizes.languagesGzip)} KB gzip together, the largest ${kb(sizes.largestLanguageGzip)} KB (${sizes.largestLanguageGzip} B)`,
    )
    console.log(
      `lazy chunks no import reaches (not views): ${sizes.unreachableFiles} files, ${kb(sizes.unreachableGzip)} KB gzip (${sizes.unreachableGzip} B)`,
    )
    // Every figure is reported before the test fails on one of them.
    for (const { name, bytes, budget } of figures) {
      expect
        .soft(bytes, `${name} is ${kb(bytes)} KB gzip, over its budget of ${kb(budget)} KB`)
        .toBeLessThanOrEqual(budget)
    }
  })
})

// The split the budgets rest on, on a bundle small enough to know by heart: esbuild still emits a chunk
// for the dynamic import inside `unused`, which tree-shaking drops, and no page can load that chunk.
test('a chunk that only tree-shaken code imports is not counted as a view', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'agentry-split-'))
  try {
    writeFileSync(
      join(dir, 'entry.js'),
      `import { used } from './lib.js'\nexport const open = () => import('./view.js')\nexport { used }\n`,
    )
    writeFileSync(join(dir, 'lib.js'), `export const used = 1\nexport const unused = () => import('./orphan.js')\n`)
    writeFileSync(join(dir, 'view.js'), `export const view = 'the view'\n`)
    writeFileSync(join(dir, 'orphan.js'), `export const orphan = 'never loaded'\n`)
    const result = await build({
      entryPoints: [join(dir, 'entry.js')],
      absWorkingDir: dir,
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(dir, 'out'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const outputs = result.metafile.outputs
    const chunkOf = (input: string) => Object.keys(outputs).find((p) => outputs[p]!.entryPoint === input)
    expect(chunkOf('orphan.js'), 'esbuild no longer emits the orphan chunk: the fixture tests nothing').toBeTruthy()
    expect(splitChunks(outputs, chunkOf('entry.js')!)).toEqual({
      firstLoad: [chunkOf('entry.js')],
      views: [chunkOf('view.js')],
      unreachable: [chunkOf('orphan.js')],
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
