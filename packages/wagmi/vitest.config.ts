import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Tests run our relay (packages/relay) and the sign-client from their sources, so one copy of the
// sign-client runs and no build is needed first.
export default defineConfig({
  resolve: {
    alias: {
      '@agentry/relay': fileURLToPath(new URL('../relay/src/index.ts', import.meta.url)),
      '@agentry/modal-core/evm': fileURLToPath(new URL('../modal-core/src/adapters/evm/index.ts', import.meta.url)),
      '@agentry/modal-core/walletconnect': fileURLToPath(
        new URL('../modal-core/src/walletconnect/index.ts', import.meta.url),
      ),
      '@agentry/modal-core': fileURLToPath(new URL('../modal-core/src/index.ts', import.meta.url)),
      '@agentry/provider/rpc-methods': fileURLToPath(new URL('../provider/src/rpcMethods.ts', import.meta.url)),
      '@agentry/provider/routing': fileURLToPath(new URL('../provider/src/routing.ts', import.meta.url)),
      '@agentry/provider/session': fileURLToPath(new URL('../provider/src/SessionProvider.ts', import.meta.url)),
      '@agentry/provider': fileURLToPath(new URL('../provider/src/index.ts', import.meta.url)),
      // Before the package itself: an alias also matches a longer path.
      '@agentry/sign-client/errors': fileURLToPath(new URL('../sign-client/src/errors/index.ts', import.meta.url)),
      '@agentry/sign-client': fileURLToPath(new URL('../sign-client/src/index.ts', import.meta.url)),
    },
  },
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 },
})
