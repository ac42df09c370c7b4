import type { NextConfig } from 'next'

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@agentry/modal-core', '@agentry/modal-ui'],
  // PGlite ships WebAssembly and data files that it loads from its own package directory at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
}

export default config
