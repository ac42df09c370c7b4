import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  treeshake: true,
  target: 'es2022',
  platform: 'node',
  // Optional dependencies, loaded with import() only when --nats or --redis is given: never bundled.
  external: ['nats', 'redis'],
})
