import { expect, test } from '@playwright/test'
import { kb } from '../../bench/lib/modalBundleSizes'
import { WAGMI_EAGER_BUDGET, wagmiEagerSize } from '../../bench/lib/wagmiEagerSizes'

// A size, not a timing: it is the same on any machine, so it can fail the run (timings stay in bench/).
// Measured as `npm run bench -- wagmi-eager` measures it: the Vite + wagmi example built from the built
// packages with and without our modal, by Vite and by esbuild, gzip -9 of the eagerly loaded JS.
test.describe('wagmi eager budget', () => {
  test('our modal adds at most 50 KB gzip to a plain wagmi app’s eager JS, with Vite and with esbuild', async () => {
    test.setTimeout(180_000)
    const figures: { bundler: string; bytes: number }[] = []
    for (const bundler of ['vite', 'esbuild'] as const) {
      const plain = await wagmiEagerSize('plainWagmi3', bundler)
      const ours = await wagmiEagerSize('agentry', bundler)
      figures.push({ bundler, bytes: ours.eagerJsGzip - plain.eagerJsGzip })
    }
    for (const { bundler, bytes } of figures)
      console.log(
        `ours − plain wagmi (${bundler}): ${kb(bytes)} KB gzip (${bytes} B), budget ${kb(WAGMI_EAGER_BUDGET)} KB`,
      )
    for (const { bundler, bytes } of figures) {
      expect
        .soft(
          bytes,
          `with ${bundler}, the modal adds ${kb(bytes)} KB gzip, over its budget of ${kb(WAGMI_EAGER_BUDGET)} KB`,
        )
        .toBeLessThanOrEqual(WAGMI_EAGER_BUDGET)
    }
  })
})
