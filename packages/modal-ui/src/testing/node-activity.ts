import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { localClients, mined } from '@agentry/test-utils/chain-fixtures'
import { startCountingProxy, type CountingProxy } from '@agentry/test-utils/counting-proxy'
import { parseEther } from 'viem'

/**
 * Sends 0.125 ETH from anvil's first account to its second and waits for it to be mined; resolves the hash.
 *
 * @example
 * const hash = await sendEth(anvil.rpcUrl)
 */
export async function sendEth(rpcUrl: string): Promise<`0x${string}`> {
  const clients = await localClients({ rpcUrl })
  const hash = await clients.walletClient.sendTransaction({ to: ANVIL_ACCOUNTS[1].address, value: parseEther('0.125') })
  await mined(clients, hash)
  return hash
}

/**
 * A JSON-RPC proxy on 127.0.0.1 to `target` that plays a node without the Otterscan API: `ots_*` calls get
 * 'Method not found', the rest is forwarded. Answers CORS preflights as anvil does.
 *
 * @example
 * const proxy = await startNoOtterscanProxy(anvil.rpcUrl)
 */
export function startNoOtterscanProxy(target: string): Promise<CountingProxy> {
  return startCountingProxy(target, {
    refuse: (call) => (call.method.startsWith('ots_') ? 'Method not found' : undefined),
  })
}
