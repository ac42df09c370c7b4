import type { Address, Hex } from 'viem'
import { ANVIL_ACCOUNTS } from './accounts.js'
import { compileSolidity, type CompiledContract } from './compileSolidity.js'
import { deployCompiled } from './deployCompiled.js'

/**
 * A contract that answers through EIP-3668 CCIP-read, written for the tests: `greet` reverts with
 * `OffchainLookup` to its gateways `hops` times in a row; `impostor` names another sender;
 * `reverseWithGateways` is an ENS Universal Resolver reverse lookup whose name comes from the gateways
 * through a batch gateway query (`ResolverNotFound` when the gateway knows no name).
 */
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract TestOffchainLookup {
  error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
  error ResolverNotFound(bytes name);
  struct Query { address sender; string[] urls; bytes data; }

  string[] private gatewayUrls;

  constructor(string[] memory urls) { gatewayUrls = urls; }

  function setUrls(string[] memory urls) external { gatewayUrls = urls; }

  function greet(string calldata who, uint256 hops) external view returns (string memory) {
    revert OffchainLookup(address(this), gatewayUrls, abi.encode(who), this.greetCallback.selector, abi.encode(hops));
  }

  function greetCallback(bytes calldata response, bytes calldata extraData) external view returns (string memory) {
    uint256 hops = abi.decode(extraData, (uint256));
    string memory answer = abi.decode(response, (string));
    if (hops > 1) revert OffchainLookup(address(this), gatewayUrls, abi.encode(answer), this.greetCallback.selector, abi.encode(hops - 1));
    return answer;
  }

  function impostor() external view returns (string memory) {
    revert OffchainLookup(address(0xdead), gatewayUrls, abi.encode("x"), this.greetCallback.selector, abi.encode(uint256(1)));
  }

  function reverseWithGateways(bytes calldata reverseName, uint256 coinType, string[] calldata gateways) external view returns (string memory, address, address) {
    require(coinType == 60, "coinType");
    Query[] memory queries = new Query[](1);
    queries[0] = Query(address(this), gatewayUrls, reverseName);
    revert OffchainLookup(address(this), gateways, abi.encodeWithSelector(bytes4(0xa780bab6), queries), this.reverseCallback.selector, reverseName);
  }

  function reverseCallback(bytes calldata response, bytes calldata reverseName) external view returns (string memory, address, address) {
    (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
    bytes memory answer = responses[0];
    if (failures[0]) assembly { revert(add(answer, 32), mload(answer)) }
    string memory name = abi.decode(answer, (string));
    if (bytes(name).length == 0) revert ResolverNotFound(reverseName);
    return (name, address(this), address(this));
  }
}
`

let compiled: CompiledContract | undefined

/**
 * The compiled TestOffchainLookup (solc runs once per process).
 *
 * @example
 * const { abi } = compileTestOffchainLookup()
 */
export function compileTestOffchainLookup(): CompiledContract {
  compiled ??= compileSolidity({
    fileName: 'TestOffchainLookup.sol',
    source: SOURCE,
    contracts: ['TestOffchainLookup'],
  }).TestOffchainLookup
  return compiled
}

/**
 * Deploys TestOffchainLookup on anvil with its gateway URLs (EIP-3668 templates with `{sender}` / `{data}`).
 *
 * @example
 * const address = await deployTestOffchainLookup({ rpcUrl: anvil.rpcUrl, urls: [`${gateway}/{sender}/{data}.json`] })
 */
export async function deployTestOffchainLookup({
  rpcUrl,
  urls,
  privateKey = ANVIL_ACCOUNTS[0].privateKey,
}: {
  rpcUrl: string
  urls: readonly string[]
  privateKey?: Hex
}): Promise<Address> {
  return deployCompiled({ rpcUrl, contract: compileTestOffchainLookup(), args: [urls], privateKey })
}
