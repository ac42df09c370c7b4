import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // expect.poll waits for deliveries over the relay: 10 s (not the default 1 s), so a loaded machine is not a failure.
    expect: { poll: { timeout: 10_000 } },
  },
})
