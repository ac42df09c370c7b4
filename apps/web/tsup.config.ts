import { defineConfig } from 'tsup'

// Bundles the production server (server/main.ts). It holds none of the auth API's code: it loads the
// route modules Next built (server/builtRoutes.ts), and a test checks this bundle's sources. Packages
// stay external and load from node_modules, as they do for Next.
export default defineConfig({
  entry: { server: 'server/main.ts' },
  // CommonJS: next has no exports map, so Node's ESM resolver would not find `next/headers` and friends.
  format: ['cjs'],
  shims: true,
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  dts: false,
  sourcemap: true,
})
