import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Abi, Hex } from 'viem'
import type { CompiledContract } from '../compileSolidity.js'

const require = createRequire(import.meta.url)

/**
 * Reads a contract's ABI and creation code from the build artifact an npm package publishes (Hardhat's
 * and Truffle's JSON both carry `abi` and `bytecode`), so the tests deploy exactly what the project shipped
 * rather than a copy of ours.
 *
 * @example
 * const factory = publishedArtifact('@uniswap/v3-core', 'artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json')
 */
export function publishedArtifact(packageName: string, path: string): CompiledContract {
  const root = dirname(require.resolve(`${packageName}/package.json`))
  const artifact = JSON.parse(readFileSync(join(root, path), 'utf8')) as {
    abi?: Abi
    bytecode?: string
    linkReferences?: Record<string, unknown>
  }
  if (!artifact.abi || !artifact.bytecode?.startsWith('0x') || artifact.bytecode.length < 4) {
    throw new Error(`${packageName}/${path} is not a build artifact with an ABI and creation code`)
  }
  if (artifact.linkReferences && Object.keys(artifact.linkReferences).length > 0) {
    throw new Error(`${packageName}/${path} needs linked libraries, which these fixtures do not deploy`)
  }
  return { abi: artifact.abi, bytecode: artifact.bytecode as Hex }
}
