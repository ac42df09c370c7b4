import { defineConfig } from 'tsup'

export default defineConfig({
  // `rpc-methods` is the safe list alone, for modal-core's first load; `routing` adds the routing decision,
  // for modal-core's WalletConnect provider.
  entry: { index: 'src/index.ts', 'rpc-methods': 'src/rpcMethods.ts', routing: 'src/routing.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
})
