import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      // Tests run against modal-core's source, so they never see a stale or half-rebuilt dist/.
      { find: /^@agentry\/modal-core$/, replacement: local('../modal-core/src/index.ts') },
      // Its subpath entries too: a dist copy beside the source would be a second set of stores.
      {
        find: /^@agentry\/modal-core\/(send|swap|names|frame|numbers|transactions|features|walletconnect)$/,
        replacement: local('../modal-core/src/$1/index.ts'),
      },
      { find: /^@agentry\/modal-core\/wallet-list$/, replacement: local('../modal-core/src/walletList/index.ts') },
      { find: /^@agentry\/modal-core\/(evm|solana)$/, replacement: local('../modal-core/src/adapters/$1/index.ts') },
      // Node's resolver would pick @lit/react's server build, which never sets properties or listens to
      // events; the DOM tests need the browser build. (Server safety of the entry is checked separately.)
      { find: /^@lit\/react$/, replacement: local('node_modules/@lit/react/development/index.js') },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'happy-dom',
    testTimeout: 30_000,
    setupFiles: ['src/testing/settle-view-loads.ts'],
  },
})
