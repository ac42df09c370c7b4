import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { createWalletClient, defineChain, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A fixed Solana test key (32-byte seed) and its address. */
export const SOLANA_SECRET = new Uint8Array(32).fill(7)
export const SOLANA_ADDRESS = base58.encode(ed25519.getPublicKey(SOLANA_SECRET))
export const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const EVM_ADDRESS = ANVIL_ACCOUNTS[0].address

export const REQUIRED = {
  eip155: {
    chains: ['eip155:1'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
}
export const OPTIONAL = { solana: { chains: [SOLANA_CHAIN], methods: ['solana_signMessage'], events: [] } }
export const GRANTED = {
  eip155: {
    chains: ['eip155:1'],
    accounts: [`eip155:1:${EVM_ADDRESS}`],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: {
    chains: [SOLANA_CHAIN],
    accounts: [`${SOLANA_CHAIN}:${SOLANA_ADDRESS}`],
    methods: ['solana_signMessage'],
    events: [],
  },
}

/**
 * What a test wallet does with a request, for real: EVM signatures with the first anvil account,
 * transactions sent to the anvil node (chain 1), Solana messages signed with ed25519. Test tooling.
 *
 * @example
 * const answer = walletAnswers(anvil.rpcUrl)
 * await answer('personal_sign', ['0x68656c6c6f', address])
 */
export function walletAnswers(rpcUrl: string) {
  const account = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
  const chain = defineChain({
    id: 1,
    name: 'Anvil as mainnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
  return async (method: string, params: unknown): Promise<unknown> => {
    switch (method) {
      case 'personal_sign':
        return account.signMessage({ message: { raw: (params as [Hex])[0] } })
      case 'eth_sendTransaction': {
        const [{ to, value }] = params as [{ to: Hex; value: Hex }]
        return client.sendTransaction({ to, value: BigInt(value) })
      }
      case 'solana_signMessage': {
        const { message } = params as { message: string }
        return { signature: base58.encode(ed25519.sign(base58.decode(message), SOLANA_SECRET)) }
      }
      default:
        throw new Error(`unsupported ${method}`)
    }
  }
}
