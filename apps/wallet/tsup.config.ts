import { defineConfig, type Options } from 'tsup'

/**
 * The frame page's script, and the wallet window's (`/vault`): each one minified IIFE for the browser, with
 * every dependency inlined, so a page loads one file from its own origin under `script-src 'self'`. Exported for the size test
 * (`src/frame/frameScriptSize.test.ts`), which builds it the same way.
 */
export const FRAME_BUNDLE: Options = {
  entry: { frame: 'src/frame/main.ts', vault: 'src/vault/main.ts' },
  format: ['iife'],
  platform: 'browser',
  target: 'es2022',
  outDir: 'dist',
  noExternal: [/.*/],
  minify: true,
  dts: false,
  sourcemap: false,
  outExtension: () => ({ js: '.js' }),
}

// Two bundles, built side by side (so neither cleans dist: the build script does, first): the Node server,
// and the frame page's script.
export default defineConfig([
  {
    entry: { server: 'src/server/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    outDir: 'dist',
    clean: false,
    dts: false,
    sourcemap: true,
  },
  FRAME_BUNDLE,
])
