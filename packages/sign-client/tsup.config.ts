import { defineConfig } from 'tsup'

export default defineConfig({
  // errors/index.ts: the shared BaseError alone (`@agentry/sign-client/errors`), for packages that extend it.
  entry: ['src/index.ts', 'src/errors/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
})
