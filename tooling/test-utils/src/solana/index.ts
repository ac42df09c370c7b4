export { SOLANA_TEST_FEE_LAMPORTS, startSolanaTestRpc, type SolanaTestRpc, type SolanaTestTransfer } from './solanaTestRpc.js'
export { createSolanaTestWallet, type SolanaTestWallet, type SolanaTestWalletOptions } from './solanaTestWallet.js'
