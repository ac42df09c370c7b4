import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, posix } from 'node:path'
import solc from 'solc'
import type { Abi, Hex } from 'viem'
import type { CompiledContract } from '../compileSolidity.js'

const require = createRequire(import.meta.url)

type SolcOutput = {
  errors?: { severity: 'error' | 'warning'; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles a contract from the Solidity source an npm package publishes (for projects that ship sources
 * but no bytecode, as Chainlink's test aggregator), resolving its relative imports inside that package.
 *
 * @example
 * const aggregator = compilePackageSource('@chainlink/contracts', 'src/v0.8/tests/MockV3Aggregator.sol', 'MockV3Aggregator')
 */
export function compilePackageSource(packageName: string, path: string, contract: string): CompiledContract {
  const root = dirname(require.resolve(`${packageName}/package.json`))
  const read = (file: string) => readFileSync(join(root, file), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { [path]: { content: read(path) } },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { [path]: { [contract]: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const findImports = (file: string) => {
    try {
      return { contents: read(posix.normalize(file)) }
    } catch {
      return { error: `${file} is not in ${packageName}` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const compiled = output.contracts[path]?.[contract]
  if (!compiled) throw new Error(`solc produced no ${contract} from ${packageName}/${path}`)
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` as Hex }
}
