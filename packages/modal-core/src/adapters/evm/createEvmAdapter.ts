import type { Account } from '../../caip/types.js'
import { readEvmBalance } from './readEvmBalance.js'
import { readWallet } from './readWallet.js'
import { InvalidSendParametersError } from '../../errors/walletErrors.js'
import type { AdapterConnection, ChainAdapter, Eip1193Provider } from '../types.js'
import { requestWallet } from './requestWallet.js'
// Static (issue 26): as a lazy chunk it split the send, balance and number code the views share into
// more chunks than it saved (views -2,156 B gzip, first load +750 B).
import { sendTransfer } from './sendTransfer.js'
import { signMessage } from './signMessage.js'
import { switchChain } from './switchChain.js'

export type CreateEvmAdapterParameters = { provider: Eip1193Provider }

/** Spec section 9: a wallet gets 100 ms to revoke its permissions on disconnect. */
export const PERMISSION_REVOKE_TIMEOUT_MS = 100

const toAccounts = (addresses: readonly string[]): Account[] =>
  addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
const toConnection = ({ accounts, chainId }: { accounts: string[]; chainId: number }): AdapterConnection => ({
  accounts: toAccounts(accounts),
  caipNetworkId: `eip155:${chainId}`,
})

/**
 * The eip155 `ChainAdapter` over an EIP-1193 provider: accounts, native and ERC-20 sends, message
 * signing and chain switching go to the wallet (a send first moves the wallet to the send's network);
 * balances are read from the network's RPC. viem and the
 * decimal library load only when a balance is read or a send is made.
 *
 * @example
 * const adapter = createEvmAdapter({ provider: window.ethereum })
 * const { accounts } = await adapter.connect({})
 * await adapter.send({ to: '0x7099…', amount: '0.1', network: localDevChain })
 */
export function createEvmAdapter({ provider }: CreateEvmAdapterParameters): ChainAdapter {
  const currentAccount = async () => (await readWallet(provider, 'eth_accounts')).accounts[0]
  return {
    namespace: 'eip155',
    async connect() {
      return toConnection(await readWallet(provider, 'eth_requestAccounts'))
    },
    async reconnect() {
      const wallet = await readWallet(provider, 'eth_accounts')
      return wallet.accounts.length ? toConnection(wallet) : undefined
    },
    async disconnect() {
      // Wallets that support it forget the site's permission; the others are not waited for.
      const revoke = provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
      await Promise.race([revoke, new Promise((resolve) => setTimeout(resolve, PERMISSION_REVOKE_TIMEOUT_MS))])
    },
    getBalance: readEvmBalance,
    provider,
    signMessage: ({ message, address }) => signMessage({ provider, message, address }),
    async send({ to, amount, network, tokenAddress, decimals }) {
      if (tokenAddress && decimals === undefined)
        throw new InvalidSendParametersError({ details: 'token decimals are required' })
      const from = await currentAccount()
      if (!from) throw new InvalidSendParametersError({ details: 'no connected account' })
      // The wallet sends on the chain it is on: move it to the send's network first.
      if (Number(await requestWallet(provider, 'eth_chainId', [], 'switchChain')) !== Number(network.id))
        await switchChain({ provider, network })
      return await sendTransfer({
        provider,
        from,
        to,
        amount,
        tokenAddress,
        decimals: tokenAddress ? decimals! : network.nativeCurrency.decimals,
      })
    },
    switchNetwork: ({ network }) => switchChain({ provider, network }),
    watch({ onAccountsChanged, onDisconnect, onNetworkChanged }) {
      const accountsChanged = (accounts: unknown) =>
        onAccountsChanged(
          toAccounts(
            Array.isArray(accounts) ? accounts.filter((item): item is string => typeof item === 'string') : [],
          ),
        )
      const chainChanged = (chainId: unknown) => {
        const id = Number(chainId)
        if (Number.isSafeInteger(id)) onNetworkChanged?.(`eip155:${id}`)
      }
      provider.on?.('accountsChanged', accountsChanged)
      provider.on?.('chainChanged', chainChanged)
      provider.on?.('disconnect', onDisconnect)
      return () => {
        provider.removeListener?.('accountsChanged', accountsChanged)
        provider.removeListener?.('chainChanged', chainChanged)
        provider.removeListener?.('disconnect', onDisconnect)
      }
    },
  }
}
