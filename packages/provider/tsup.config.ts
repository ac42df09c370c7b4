import { defineConfig } from 'tsup'

export default defineConfig({
  // `rpc-methods` is the safe list alone, for modal-core's first load; `routing` adds the routing decision;
  // `session` is the provider's core without pairing, which modal-core's WalletConnect connector builds on.
  entry: {
    index: 'src/index.ts',
    'rpc-methods': 'src/rpcMethods.ts',
    routing: 'src/routing.ts',
    session: 'src/SessionProvider.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
})
