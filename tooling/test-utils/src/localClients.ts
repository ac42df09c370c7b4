import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type Hex,
  type PublicClient,
  type WalletClient,
  type Account,
  type Chain,
  type Transport,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from './accounts.js'

export type LocalClients = {
  publicClient: PublicClient
  walletClient: WalletClient<Transport, Chain, Account>
}

/**
 * A public client and a wallet client (anvil's first account unless told) on a local node, with the
 * node's own chain id, for the fixtures' set-up transactions.
 *
 * @example
 * const { publicClient, walletClient } = await localClients({ rpcUrl: anvil.rpcUrl })
 */
export async function localClients({
  rpcUrl,
  privateKey = ANVIL_ACCOUNTS[0].privateKey,
}: {
  rpcUrl: string
  privateKey?: Hex
}): Promise<LocalClients> {
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const chain = defineChain({
    id: await publicClient.getChainId(),
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const walletClient = createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport: http(rpcUrl) })
  return { publicClient, walletClient }
}

/**
 * Sends a contract write and waits for it to be mined; throws if it reverted.
 *
 * @example
 * await mined(clients, await clients.walletClient.writeContract({ address, abi, functionName: 'deposit', value }))
 */
export async function mined({ publicClient }: LocalClients, hash: Hex): Promise<void> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
}
