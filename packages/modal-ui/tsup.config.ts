import { defineConfig } from 'tsup'
import { minifyCssLiteralsPlugin } from './scripts/minify-css-literals'

// Framework type modules (`@agentry/modal-ui/jsx/*`) refer to the dapp's own framework: never bundle its types.
const frameworks = ['react', 'react-dom', 'preact', 'vue', 'svelte', /^svelte\//]

export default defineConfig([
  {
    // `register` is the only module with a top-level side effect (it defines <agentry-modal>); views are
    // split into chunks loaded by the shell's dynamic import().
    entry: {
      index: 'src/index.ts',
      register: 'src/register.ts',
      locales: 'src/locales.ts',
      'jsx/react': 'src/jsx/react.ts',
      'jsx/preact': 'src/jsx/preact.ts',
      'jsx/vue': 'src/jsx/vue.ts',
      'jsx/svelte': 'src/jsx/svelte.ts',
    },
    format: ['esm'],
    // One declaration build for every entry, the React one included: its types then import the Lit classes
    // from a chunk inside dist/. Built on its own, it pointed at '../../index.js', outside the package.
    dts: {
      entry: {
        index: 'src/index.ts',
        register: 'src/register.ts',
        locales: 'src/locales.ts',
        'react/index': 'src/react/index.ts',
        'jsx/react': 'src/jsx/react.ts',
        'jsx/preact': 'src/jsx/preact.ts',
        'jsx/vue': 'src/jsx/vue.ts',
        'jsx/svelte': 'src/jsx/svelte.ts',
        browser: 'src/browser.ts',
      },
    },
    external: frameworks,
    // Both other configs build in parallel: each cleans only its own files, or one could delete another's output.
    clean: ['**/*', '!react/**', '!browser/**'],
    splitting: true,
    treeshake: true,
    // Lit's css`…` templates ship as written; their comments and whitespace go at build time.
    esbuildPlugins: [minifyCssLiteralsPlugin],
    target: 'es2022',
  },
  {
    // tsup drops 'use client' directives; the React entry must stay a client module for the App Router.
    // It imports the Lit side only through '../index.js', kept external so both entries share one class.
    // No `treeshake` here: tsup's rollup pass would strip the banner directive again.
    entry: { 'react/index': 'src/react/index.ts' },
    format: ['esm'],
    dts: false,
    clean: ['react/**'],
    target: 'es2022',
    external: ['react', 'react-dom', '@agentry/modal-core', /^\.\.\//],
    banner: { js: "'use client'" },
  },
  {
    // For a page with no bundler: one self-contained module (modal-core, Lit and the views inside), loaded
    // with one <script type="module"> and no import map. It exports modal-core's API as well, so the page
    // configures the very stores the elements render.
    entry: { index: 'src/browser.ts' },
    outDir: 'dist/browser',
    format: ['esm'],
    platform: 'browser',
    noExternal: [/.*/],
    esbuildPlugins: [minifyCssLiteralsPlugin],
    splitting: false,
    minify: true,
    clean: true,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    // modal-core's dist chunks import each other bare for ordering; under its `sideEffects: false` esbuild
    // drops those imports (the named imports still bring the code) and would warn about each one.
    esbuildOptions(options) {
      options.logOverride = { 'ignored-bare-import': 'silent' }
    },
  },
])
