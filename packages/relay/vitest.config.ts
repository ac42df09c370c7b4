import { defineConfig } from 'vitest/config'

// expect.poll waits for deliveries over the relay: 10 s (not the default 1 s), so a loaded machine is not a failure.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    expect: { poll: { timeout: 10_000 } },
  },
})
