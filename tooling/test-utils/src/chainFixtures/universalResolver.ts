import type { CompiledContract } from '../compileSolidity.js'
import { compileSolidity } from '../compileSolidity.js'

/**
 * A stand-in for ENS's Universal Resolver, named as one: no package here ships it. It has the two entry
 * points viem calls (`resolveWithGateways`, `reverseWithGateways`) and the errors viem decodes, and answers
 * from the REAL registry and resolvers it is given: the reverse record, then the forward check. No
 * CCIP-Read and no wildcard resolution (the fixtures' names have their own resolvers).
 */
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface ENSRegistry { function resolver(bytes32 node) external view returns (address); }
interface NameResolver { function name(bytes32 node) external view returns (string memory); }
interface AddrResolver { function addr(bytes32 node) external view returns (address payable); }

contract TestUniversalResolver {
  ENSRegistry public immutable registry;
  // namehash("addr.reverse")
  bytes32 constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

  error DNSDecodingFailed(bytes dns);
  error ResolverError(bytes returnData);
  error ResolverNotFound(bytes name);
  error ReverseAddressMismatch(string primary, bytes primaryAddress);

  constructor(ENSRegistry registry_) { registry = registry_; }

  function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata) external view returns (bytes memory, address) {
    bytes32 node = dnsNamehash(name, 0);
    address resolver = registry.resolver(node);
    if (resolver == address(0)) revert ResolverNotFound(name);
    (bool ok, bytes memory result) = resolver.staticcall(data);
    if (!ok) revert ResolverError(result);
    return (result, resolver);
  }

  function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata) external view returns (string memory primary, address resolver, address reverseResolver) {
    require(coinType == 60 && lookupAddress.length == 20, "only EVM addresses on coin type 60");
    address account = address(bytes20(lookupAddress));
    bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, keccak256(lowerHex(account))));
    reverseResolver = registry.resolver(reverseNode);
    if (reverseResolver == address(0)) revert ResolverNotFound(lookupAddress);
    primary = NameResolver(reverseResolver).name(reverseNode);
    if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
    bytes32 node = textNamehash(bytes(primary));
    resolver = registry.resolver(node);
    address forward = resolver == address(0) ? address(0) : address(AddrResolver(resolver).addr(node));
    if (forward != account) revert ReverseAddressMismatch(primary, abi.encodePacked(forward));
  }

  function dnsNamehash(bytes calldata dns, uint256 offset) internal pure returns (bytes32) {
    if (offset >= dns.length) revert DNSDecodingFailed(dns);
    uint256 length = uint8(dns[offset]);
    if (length == 0) return bytes32(0);
    if (offset + 1 + length > dns.length) revert DNSDecodingFailed(dns);
    bytes32 label = keccak256(dns[offset + 1:offset + 1 + length]);
    return keccak256(abi.encodePacked(dnsNamehash(dns, offset + 1 + length), label));
  }

  function textNamehash(bytes memory name) internal pure returns (bytes32 node) {
    uint256 end = name.length;
    for (uint256 i = name.length; i > 0; i--) {
      if (name[i - 1] == ".") {
        node = keccak256(abi.encodePacked(node, keccak256(slice(name, i, end))));
        end = i - 1;
      }
    }
    node = keccak256(abi.encodePacked(node, keccak256(slice(name, 0, end))));
  }

  function slice(bytes memory data, uint256 start, uint256 end) internal pure returns (bytes memory out) {
    out = new bytes(end - start);
    for (uint256 i = start; i < end; i++) out[i - start] = data[i];
  }

  function lowerHex(address account) internal pure returns (bytes memory out) {
    bytes16 digits = "0123456789abcdef";
    out = new bytes(40);
    uint160 value = uint160(account);
    for (uint256 i = 40; i > 0; i--) {
      out[i - 1] = digits[value & 0xf];
      value >>= 4;
    }
  }
}
`

let compiled: CompiledContract | undefined

/** The stand-in Universal Resolver above, compiled once per process. */
export function testUniversalResolver(): CompiledContract {
  compiled ??= compileSolidity({
    fileName: 'TestUniversalResolver.sol',
    source: SOURCE,
    contracts: ['TestUniversalResolver'],
  }).TestUniversalResolver
  return compiled
}
