import { defineConfig } from 'tsup'

export default defineConfig({
  // Subpath entries keep viem's ABI code and big.js out of the modal's first load (see README).
  entry: {
    index: 'src/index.ts',
    evm: 'src/adapters/evm/index.ts',
    numbers: 'src/numbers/index.ts',
    solana: 'src/adapters/solana/index.ts',
    transactions: 'src/transactions/index.ts',
    swap: 'src/swap/index.ts',
    send: 'src/send/index.ts',
    names: 'src/names/index.ts',
    frame: 'src/frame/index.ts',
    features: 'src/features/index.ts',
    walletconnect: 'src/walletconnect/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
})
