export {
  SOLANA_TEST_FEE_LAMPORTS,
  SOLANA_TEST_TOKEN_ACCOUNT_RENT,
  startSolanaTestRpc,
  type SolanaTestRpc,
  type SolanaTestTokenTransfer,
  type SolanaTestTransfer,
} from './solanaTestRpc.js'
export { createSolanaTestWallet, type SolanaTestWallet, type SolanaTestWalletOptions } from './solanaTestWallet.js'
export {
  answerSolanaTestWalletCall,
  installSolanaTestWalletInPage,
  solanaTestWalletPageInfo,
  type SolanaTestWalletAnswer,
  type SolanaTestWalletCall,
  type SolanaTestWalletPageInfo,
} from './solanaTestWalletInPage.js'
export { verifySolanaSignature, type VerifySolanaSignatureParameters } from './verifySolanaSignature.js'
