import type { Address, Hex } from 'viem'
import { compileSolidity, type CompiledContract } from './compileSolidity.js'
import { deployCompiled } from './deployCompiled.js'

/**
 * A contract account, written for the tests: it accepts (EIP-1271) a signature its owner made over the
 * hash, as ecrecover sees it, and refuses anything else; and a CREATE2 factory for it, so ERC-6492 can be
 * tested with an account that does not exist yet.
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
    address signer = ecrecover(hash, v < 27 ? v + 27 : v, r, s);
    return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}

contract OwnedAccountFactory {
  function deploy(address owner, bytes32 salt) external returns (address) {
    return address(new OwnedAccount{salt: salt}(owner));
  }
}
`

type SmartAccountContracts = { OwnedAccount: CompiledContract; OwnedAccountFactory: CompiledContract }
let compiled: SmartAccountContracts | undefined

/**
 * Compiles the contract account and its factory once per process with solc-js (offline; a few seconds).
 *
 * @example
 * const { OwnedAccount, OwnedAccountFactory } = compileTestSmartAccounts()
 */
export function compileTestSmartAccounts(): SmartAccountContracts {
  compiled ??= compileSolidity({
    fileName: 'SmartAccounts.sol',
    source: SOURCE,
    contracts: ['OwnedAccount', 'OwnedAccountFactory'],
  })
  return compiled
}

/**
 * Compiles and deploys a contract account owned by `owner` on a local node; resolves its address.
 *
 * @example
 * const account = await deployTestSmartAccount({ rpcUrl: anvil.rpcUrl, owner: ANVIL_ACCOUNTS[1].address })
 */
export async function deployTestSmartAccount({
  rpcUrl,
  owner,
  privateKey,
}: {
  rpcUrl: string
  owner: Address
  privateKey?: Hex
}): Promise<Address> {
  return deployCompiled({
    rpcUrl,
    contract: compileTestSmartAccounts().OwnedAccount,
    args: [owner],
    ...(privateKey ? { privateKey } : {}),
  })
}
