import { expect, test } from '@playwright/test'
import { bundleSizes, kb, MODAL_BUDGETS } from '../../bench/lib/modalBundleSizes'

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
        name: `modal views on demand (${sizes.viewFiles} files)`,
        bytes: sizes.viewsGzip,
        budget: MODAL_BUDGETS.viewsGzip,
      },
    ]
    for (const { name, bytes, budget } of figures)
      console.log(`${name}: ${kb(bytes)} KB gzip (${bytes} B), budget ${kb(budget)} KB (${budget} B)`)
    // Both figures are reported before the test fails on one of them.
    for (const { name, bytes, budget } of figures) {
      expect
        .soft(bytes, `${name} is ${kb(bytes)} KB gzip, over its budget of ${kb(budget)} KB`)
        .toBeLessThanOrEqual(budget)
    }
  })
})
