import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The tests run against our relay (packages/relay) from its source. It is no dependency of this package
// (the relay depends on this one), so it is aliased here; the relay's own import of this package is
// pointed at this source too, so one copy of it runs.
export default defineConfig({
  resolve: {
    alias: {
      '@agentry/relay': fileURLToPath(new URL('../relay/src/index.ts', import.meta.url)),
      // The relay's errors import the errors entry: listed first, as an alias also matches a longer path.
      '@agentry/sign-client/errors': fileURLToPath(new URL('./src/errors/index.ts', import.meta.url)),
      '@agentry/sign-client': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
    },
  },
  // expect.poll waits for deliveries over the relay: 10 s (not the default 1 s), so a loaded machine is not a failure.
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    expect: { poll: { timeout: 10_000 } },
  },
})
