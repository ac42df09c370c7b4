import { defineConfig } from 'tsup'

export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
  },
  {
    // tsup drops 'use client' directives; the React entry must stay a client module for the App Router.
    entry: { 'react/index': 'src/react/index.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    treeshake: true,
    target: 'es2022',
    external: ['react', 'react-dom', '@agentry/modal-core', /^\.\.\//],
    banner: { js: "'use client'" },
  },
])
