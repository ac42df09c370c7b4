import type { ProposalStruct, SessionNamespace } from '@agentry/sign-client'
import { WALLET_CONNECT_SOLANA_METHODS } from '../walletconnect/createWalletConnectSolanaWallet.js'

/**
 * What a test wallet grants a WalletConnect proposal: every chain it asked for in eip155 and/or solana,
 * with one account per chain (a namespace is left out when switched off or, for solana, not asked for).
 *
 * @example
 * wallet.on('session_proposal', ({ id, params }) => void wallet.approve({ id, namespaces: grantNamespaces(params, { evmAddress, solanaAddress }) }))
 */
export function grantNamespaces(
  proposal: ProposalStruct,
  {
    evmAddress,
    solanaAddress,
    evm = true,
    solana = true,
  }: { evmAddress: string; solanaAddress: string; evm?: boolean; solana?: boolean },
): Record<string, SessionNamespace> {
  const evmChains = proposal.optionalNamespaces.eip155?.chains ?? []
  const solanaChains = proposal.optionalNamespaces.solana?.chains ?? []
  return {
    ...(evm
      ? {
          eip155: {
            chains: evmChains,
            accounts: evmChains.map((chain) => `${chain}:${evmAddress}`),
            methods: ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
          },
        }
      : {}),
    ...(solana && solanaChains.length
      ? {
          solana: {
            chains: solanaChains,
            accounts: solanaChains.map((chain) => `${chain}:${solanaAddress}`),
            methods: [...WALLET_CONNECT_SOLANA_METHODS],
            events: [],
          },
        }
      : {}),
  }
}
