import type { NextConfig } from 'next'
import { SECURITY_HEADERS } from './lib/securityHeaders'

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `next build` would type-check the project again (40 s here); the `typecheck` task already runs tsc on
  // this same tsconfig.json in `npm run test:all`, and fails the run on any error.
  typescript: { ignoreBuildErrors: true },
  transpilePackages: ['@agentry/modal-core', '@agentry/modal-ui'],
  // prom-client: one copy in the process, shared with dist/server.cjs, which serves the metrics.
  // PGlite ships WebAssembly and data files that it loads from its own package directory at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'prom-client'],
  async headers() {
    return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }]
  },
}

export default config
