import type { Abi, Address, Hex } from 'viem'
import { compileSolidity, type CompiledContract } from './compileSolidity.js'
import { deployCompiled } from './deployCompiled.js'

/** A minimal ERC-20, written for the tests: the whole supply goes to the deployer. */
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract TestToken {
  string public name;
  string public symbol;
  uint8 public immutable decimals;
  uint256 public totalSupply;
  mapping(address => uint256) public balanceOf;
  mapping(address => mapping(address => uint256)) public allowance;

  event Transfer(address indexed from, address indexed to, uint256 value);
  event Approval(address indexed owner, address indexed spender, uint256 value);

  constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 supply) {
    name = name_;
    symbol = symbol_;
    decimals = decimals_;
    totalSupply = supply;
    balanceOf[msg.sender] = supply;
    emit Transfer(address(0), msg.sender, supply);
  }

  function transfer(address to, uint256 value) external returns (bool) {
    _move(msg.sender, to, value);
    return true;
  }

  function approve(address spender, uint256 value) external returns (bool) {
    allowance[msg.sender][spender] = value;
    emit Approval(msg.sender, spender, value);
    return true;
  }

  function transferFrom(address from, address to, uint256 value) external returns (bool) {
    uint256 allowed = allowance[from][msg.sender];
    require(allowed >= value, "allowance");
    if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
    _move(from, to, value);
    return true;
  }

  function _move(address from, address to, uint256 value) private {
    require(to != address(0), "zero address");
    require(balanceOf[from] >= value, "balance");
    balanceOf[from] -= value;
    balanceOf[to] += value;
    emit Transfer(from, to, value);
  }
}
`

let compiled: CompiledContract | undefined

/** Compiles the test token once per process with solc-js (offline; a few seconds). */
export function compileTestToken(): CompiledContract {
  compiled ??= compileSolidity({ fileName: 'TestToken.sol', source: SOURCE, contracts: ['TestToken'] }).TestToken
  return compiled
}

export type DeployTestTokenParameters = {
  rpcUrl: string
  name?: string
  symbol?: string
  decimals?: number
  /** In the smallest unit. Default 1,000,000 whole tokens. */
  supply?: bigint
  /** The deployer, who receives the supply. Default anvil account 0. */
  privateKey?: Hex
}

export type TestToken = { address: Address; abi: Abi; name: string; symbol: string; decimals: number }

/**
 * Compiles and deploys an ERC-20 on an anvil node and waits for it to be mined.
 *
 * @example
 * const token = await deployTestToken({ rpcUrl: anvil.rpcUrl, symbol: 'USDT', decimals: 6 })
 */
export async function deployTestToken(parameters: DeployTestTokenParameters): Promise<TestToken> {
  const { rpcUrl, name = 'Test Token', symbol = 'TST', decimals = 18 } = parameters
  const supply = parameters.supply ?? 1_000_000n * 10n ** BigInt(decimals)
  const contract = compileTestToken()
  const address = await deployCompiled({
    rpcUrl,
    contract,
    args: [name, symbol, decimals, supply],
    ...(parameters.privateKey ? { privateKey: parameters.privateKey } : {}),
  })
  return { address, abi: contract.abi, name, symbol, decimals }
}
