import { defineConfig } from 'tsup'

// One output module per source module (no bundling, no shared chunks): an app's bundler then sees the
// same module graph as the sources, so its tree shaking and code splitting keep lazily used code (views'
// stores, the API clients, error classes of other flows) out of the modal's first load. Bundled chunks
// mixed eager and lazy modules in one file, which the app's bundler could not split again (bench/RESULTS.md,
// "modal first-load headroom"). Subpath entries (`./evm`, `./numbers`, …) still keep viem's ABI code and
// big.js out of the first load. Declarations come from `tsc -p tsconfig.build.json`.
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test/**'],
  bundle: false,
  format: ['esm'],
  dts: false,
  clean: true,
  target: 'es2022',
})
