import { fileURLToPath } from 'node:url'
import { defineConfig } from 'tsup'

// Bundles the production server (server/main.ts) with the auth API's code; packages stay external
// and load from node_modules, as they do for Next. 'server-only' is an empty module here, as it is
// inside Next's server bundle.
export default defineConfig({
  entry: { server: 'server/main.ts' },
  // CommonJS: next has no exports map, so Node's ESM resolver would not find `next/headers` and friends.
  format: ['cjs'],
  shims: true,
  noExternal: ['server-only'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  dts: false,
  sourcemap: true,
  esbuildOptions(options) {
    options.alias = {
      ...options.alias,
      'server-only': fileURLToPath(new URL('./test/server-only.ts', import.meta.url)),
    }
  },
})
