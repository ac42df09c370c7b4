import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createPublicClient, createTestClient, http, parseAbi, type Address, type Hex } from 'viem'
import { deployCompiled } from '../deployCompiled.js'

/** Where Multicall3 lives on every public network, and where viem's chains look for it. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

export const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
])

const require = createRequire(import.meta.url)

/**
 * Multicall3's creation code as viem publishes it (viem keeps it for its deployless multicall; no package
 * here ships a Multicall3 artifact of its own). Read from viem's installed files, not copied into ours.
 */
function multicall3CreationCode(): Hex {
  const viemRoot = dirname(require.resolve('viem/package.json'))
  const source = readFileSync(join(viemRoot, '_esm/constants/contracts.js'), 'utf8')
  const match = /export const multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)
  if (!match?.[1]) throw new Error("viem's Multicall3 creation code was not found in its constants")
  return match[1] as Hex
}

/**
 * Deploys Multicall3 on an anvil node (from anvil's first account unless told) and places its code at the
 * canonical address (through `anvil_setCode`), where viem and the modal look for it on every network.
 *
 * @example
 * await deployMulticall3({ rpcUrl: anvil.rpcUrl })
 * // aggregate3 at MULTICALL3_ADDRESS now answers
 */
export async function deployMulticall3({ rpcUrl, privateKey }: { rpcUrl: string; privateKey?: Hex }): Promise<Address> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const existing = await client.getCode({ address: MULTICALL3_ADDRESS })
  if (existing && existing !== '0x') return MULTICALL3_ADDRESS
  const deployed = await deployCompiled({
    rpcUrl,
    contract: { abi: multicall3Abi, bytecode: multicall3CreationCode() },
    ...(privateKey ? { privateKey } : {}),
  })
  const code = await client.getCode({ address: deployed })
  if (!code || code === '0x') throw new Error('Multicall3 did not deploy')
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setCode({
    address: MULTICALL3_ADDRESS,
    bytecode: code,
  })
  return MULTICALL3_ADDRESS
}
