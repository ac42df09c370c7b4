import { defineConfig } from 'tsup'

export default defineConfig([
  {
    // `register` is the only module with a top-level side effect (it defines <agentry-modal>); views are
    // split into chunks loaded by the shell's dynamic import().
    entry: { index: 'src/index.ts', register: 'src/register.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    // Both configs build in parallel: each cleans only its own files, or one could delete the other's output.
    clean: ['**/*', '!react/**'],
    splitting: true,
    treeshake: true,
    target: 'es2022',
  },
  {
    // tsup drops 'use client' directives; the React entry must stay a client module for the App Router.
    // It imports the Lit side only through '../index.js', kept external so both entries share one class.
    // No `treeshake` here: tsup's rollup pass would strip the banner directive again.
    entry: { 'react/index': 'src/react/index.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: ['react/**'],
    target: 'es2022',
    external: ['react', 'react-dom', '@agentry/modal-core', /^\.\.\//],
    banner: { js: "'use client'" },
  },
])
