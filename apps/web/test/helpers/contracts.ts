import { compileSolidity, type CompiledContract } from '@agentry/test-utils/solidity'

/**
 * A minimal ERC-1271 smart account (valid when ecrecover of the hash gives its owner) and a CREATE2
 * factory for it, so ERC-6492 can be tested with an account that does not exist yet.
 */
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract OwnedAccount {
  address public immutable owner;

  constructor(address owner_) {
    owner = owner_;
  }

  function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
    if (signature.length != 65) return 0xffffffff;
    bytes32 r = bytes32(signature[0:32]);
    bytes32 s = bytes32(signature[32:64]);
    uint8 v = uint8(signature[64]);
    address signer = ecrecover(hash, v, r, s);
    return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}

contract OwnedAccountFactory {
  function deploy(address owner, bytes32 salt) external returns (address) {
    return address(new OwnedAccount{salt: salt}(owner));
  }
}
`

export type { CompiledContract }

/** Compiles the test contracts with solc-js (offline, in-process). Takes a few seconds. */
export function compileTestContracts(): { OwnedAccount: CompiledContract; OwnedAccountFactory: CompiledContract } {
  return compileSolidity({ fileName: 'Accounts.sol', source: SOURCE, contracts: ['OwnedAccount', 'OwnedAccountFactory'] })
}
