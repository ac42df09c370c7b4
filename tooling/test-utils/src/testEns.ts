import { createPublicClient, createWalletClient, defineChain, http, type Abi, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from './accounts.js'
import { compileSolidity, type CompiledContract } from './compileSolidity.js'

/**
 * A stand-in for the ENS Universal Resolver written for the tests: only its reverse lookup
 * (`reverseWithGateways(bytes,uint256,string[])`, the signature clients call), answering names its
 * owner sets. Enough to test reading primary names on a real chain.
 */
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract TestUniversalResolver {
  address public immutable owner;
  mapping(address => string) public names;

  constructor() { owner = msg.sender; }

  function setName(address account, string calldata name) external {
    require(msg.sender == owner, "owner");
    names[account] = name;
  }

  function reverseWithGateways(bytes calldata reverseName, uint256 coinType, string[] calldata) external view returns (string memory, address, address) {
    require(reverseName.length == 20, "address");
    require(coinType == 60, "coinType");
    return (names[address(bytes20(reverseName))], address(this), address(this));
  }
}
`

let compiled: CompiledContract | undefined

export type TestUniversalResolver = { address: Address; abi: Abi }

/**
 * Deploys the test resolver on anvil and sets primary names.
 *
 * @example
 * const resolver = await deployTestUniversalResolver({ rpcUrl, names: { [alice]: 'alice.eth' } })
 */
export async function deployTestUniversalResolver({
  rpcUrl,
  privateKey = ANVIL_ACCOUNTS[0].privateKey,
  names = {},
}: {
  rpcUrl: string
  privateKey?: Hex
  names?: Record<Address, string>
}): Promise<TestUniversalResolver> {
  compiled ??= compileSolidity({
    fileName: 'TestUniversalResolver.sol',
    source: SOURCE,
    contracts: ['TestUniversalResolver'],
  }).TestUniversalResolver
  const { abi, bytecode } = compiled
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const chain = defineChain({
    id: await publicClient.getChainId(),
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const walletClient = createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport: http(rpcUrl) })
  const receipt = await publicClient.waitForTransactionReceipt({
    hash: await walletClient.deployContract({ abi, bytecode }),
    pollingInterval: 50,
  })
  if (!receipt.contractAddress || receipt.status !== 'success')
    throw new Error('TestUniversalResolver deployment failed')
  for (const [account, name] of Object.entries(names)) {
    const hash = await walletClient.writeContract({
      address: receipt.contractAddress,
      abi,
      functionName: 'setName',
      args: [account, name],
    })
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
  return { address: receipt.contractAddress, abi }
}
