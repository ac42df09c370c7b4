import type { Address, Hex } from 'viem'
import { ANVIL_ACCOUNTS } from './accounts.js'
import type { CompiledContract } from './compileSolidity.js'
import { localClients } from './localClients.js'

/**
 * Deploys a compiled contract on a local node and waits until it is mined; resolves its address.
 *
 * @example
 * const address = await deployCompiled({ rpcUrl: anvil.rpcUrl, contract: compileTestToken(), args: ['Test', 'TST', 18, 10n ** 24n] })
 */
export async function deployCompiled({
  rpcUrl,
  contract,
  args = [],
  privateKey = ANVIL_ACCOUNTS[0].privateKey,
}: {
  rpcUrl: string
  contract: CompiledContract
  args?: readonly unknown[]
  privateKey?: Hex
}): Promise<Address> {
  const { publicClient, walletClient } = await localClients({ rpcUrl, privateKey })
  const hash = await walletClient.deployContract({
    abi: contract.abi,
    bytecode: contract.bytecode,
    args: args as unknown[],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (!receipt.contractAddress || receipt.status !== 'success') throw new Error('contract deployment failed')
  return receipt.contractAddress
}
