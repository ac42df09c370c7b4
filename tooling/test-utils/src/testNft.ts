import { createPublicClient, createWalletClient, defineChain, http, type Abi, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from './accounts.js'
import { compileSolidity, type CompiledContract } from './compileSolidity.js'

/**
 * Two minimal NFT contracts written for the tests: only the metadata reads clients make
 * (`tokenURI(uint256)` of ERC-721, `uri(uint256)` of ERC-1155 with its `{id}` template).
 */
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract TestErc721 {
  mapping(uint256 => string) private uris;
  function setTokenURI(uint256 id, string calldata value) external { uris[id] = value; }
  function tokenURI(uint256 id) external view returns (string memory) {
    require(bytes(uris[id]).length > 0, "no token");
    return uris[id];
  }
  function supportsInterface(bytes4 id) external pure returns (bool) { return id == 0x80ac58cd || id == 0x5b5e139f || id == 0x01ffc9a7; }
}

contract TestErc1155 {
  string private template;
  constructor(string memory value) { template = value; }
  function uri(uint256) external view returns (string memory) { return template; }
  function supportsInterface(bytes4 id) external pure returns (bool) { return id == 0xd9b67a26 || id == 0x0e89341c || id == 0x01ffc9a7; }
}
`

let compiled: Record<'TestErc721' | 'TestErc1155', CompiledContract> | undefined

export type TestNfts = { erc721: Address; erc1155: Address; abi721: Abi; abi1155: Abi }

/**
 * Deploys the two NFT contracts on anvil: ERC-721 tokens with the given URIs, and an ERC-1155 whose
 * `uri` is `erc1155Template` (use `{id}` for the token id as 64 hex digits).
 *
 * @example
 * const nfts = await deployTestNfts({ rpcUrl, tokenUris: { 1: 'http://127.0.0.1:4000/1.json' }, erc1155Template: 'http://127.0.0.1:4000/{id}.json' })
 */
export async function deployTestNfts({
  rpcUrl,
  privateKey = ANVIL_ACCOUNTS[0].privateKey,
  tokenUris,
  erc1155Template,
}: {
  rpcUrl: string
  privateKey?: Hex
  tokenUris: Record<number, string>
  erc1155Template: string
}): Promise<TestNfts> {
  compiled ??= compileSolidity({ fileName: 'TestNfts.sol', source: SOURCE, contracts: ['TestErc721', 'TestErc1155'] })
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const chain = defineChain({
    id: await publicClient.getChainId(),
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport: http(rpcUrl) })
  const mined = async (hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error('TestNfts transaction failed')
    return receipt
  }
  const erc721 = (
    await mined(await wallet.deployContract({ abi: compiled.TestErc721.abi, bytecode: compiled.TestErc721.bytecode }))
  ).contractAddress!
  for (const [id, uri] of Object.entries(tokenUris)) {
    await mined(
      await wallet.writeContract({
        address: erc721,
        abi: compiled.TestErc721.abi,
        functionName: 'setTokenURI',
        args: [BigInt(id), uri],
      }),
    )
  }
  const erc1155 = (
    await mined(
      await wallet.deployContract({
        abi: compiled.TestErc1155.abi,
        bytecode: compiled.TestErc1155.bytecode,
        args: [erc1155Template],
      }),
    )
  ).contractAddress!
  return { erc721, erc1155, abi721: compiled.TestErc721.abi, abi1155: compiled.TestErc1155.abi }
}
