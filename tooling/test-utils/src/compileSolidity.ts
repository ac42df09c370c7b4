import solc from 'solc'
import type { Abi, Hex } from 'viem'

export type CompiledContract = { abi: Abi; bytecode: Hex }

type SolcOutput = {
  errors?: { severity: 'error' | 'warning'; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles one Solidity source with solc-js (offline, in-process; a few seconds) for an EVM version
 * anvil certainly runs, and returns the named contracts.
 *
 * @example
 * const { TestToken } = compileSolidity({ fileName: 'TestToken.sol', source, contracts: ['TestToken'] })
 */
export function compileSolidity<name extends string>({
  fileName,
  source,
  contracts,
}: {
  fileName: string
  source: string
  contracts: readonly name[]
}): Record<name, CompiledContract> {
  const input = {
    language: 'Solidity',
    sources: { [fileName]: { content: source } },
    settings: {
      // Pinned rather than solc's moving default.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const compiled = {} as Record<name, CompiledContract>
  for (const name of contracts) {
    const contract = output.contracts[fileName]?.[name]
    if (!contract) throw new Error(`solc produced no ${name}`)
    compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return compiled
}
