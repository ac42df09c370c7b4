import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Tests run against modal-core's source, so they never see a stale or half-rebuilt dist/.
  resolve: { alias: { '@agentry/modal-core': fileURLToPath(new URL('../modal-core/src/index.ts', import.meta.url)) } },
  test: { include: ['src/**/*.test.ts'], environment: 'happy-dom', testTimeout: 30_000 },
})
