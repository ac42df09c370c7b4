import solc from 'solc'
import type { Abi, Hex } from 'viem'

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

export type CompiledContract = { abi: Abi; bytecode: Hex }

type SolcOutput = {
  errors?: { severity: 'error' | 'warning'; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** Compiles the test contracts with solc-js (offline, in-process). Takes a few seconds. */
export function compileTestContracts(): { OwnedAccount: CompiledContract; OwnedAccountFactory: CompiledContract } {
  const input = {
    language: 'Solidity',
    sources: { 'Accounts.sol': { content: SOURCE } },
    settings: {
      // An EVM version anvil certainly runs, independent of solc's moving default.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const pick = (name: string): CompiledContract => {
    const contract = output.contracts['Accounts.sol']?.[name]
    if (!contract) throw new Error(`solc produced no ${name}`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return { OwnedAccount: pick('OwnedAccount'), OwnedAccountFactory: pick('OwnedAccountFactory') }
}
