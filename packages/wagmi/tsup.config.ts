import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', modal: 'src/modal/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
})
