import { defineConfig } from 'tsup'

// Two builds in parallel: the React entry carries 'use client' (tsup drops a directive in the source),
// the others must not (a server module may build the wagmi config). Each cleans only its own files.
export default defineConfig([
  {
    entry: { index: 'src/index.ts', modal: 'src/modal/index.ts' },
    format: ['esm'],
    dts: true,
    clean: ['**/*', '!react.*'],
    treeshake: true,
    target: 'es2022',
  },
  {
    entry: { react: 'src/react/index.ts' },
    format: ['esm'],
    dts: true,
    clean: ['react.*'],
    // No `treeshake` here: tsup's rollup pass would strip the banner directive again.
    target: 'es2022',
    banner: { js: "'use client'" },
  },
])
