import { defineConfig } from 'vitest/config'

export default defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'happy-dom', testTimeout: 30_000 } })
