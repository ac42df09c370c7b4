// Deploys the local fixtures (tooling/test-utils chainFixtures/localFixtures.ts) on the `npm run local` anvil
// chain and writes the site's LOCAL_CHAIN_CONTRACTS to a git-ignored env file that local.sh loads. On a node
// that already holds them (anvil kept running), the file is kept and nothing is deployed twice.
//
// Usage: tsx tooling/scripts/local-fixtures.ts <rpc url> <env file>
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createPublicClient, http, type Address } from 'viem'
import { deployLocalFixtures, localChainContractsEnv } from '@agentry/test-utils/chain-fixtures'

const [rpcUrl, envFile] = process.argv.slice(2)
if (!rpcUrl || !envFile) throw new Error('usage: local-fixtures.ts <rpc url> <env file>')
const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })

async function chainId(): Promise<number> {
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      return await client.getChainId()
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`no node answered on ${rpcUrl}`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** The contracts a previous run wrote, if every one of them still has code on this node. */
async function deployedBefore(): Promise<string | undefined> {
  if (!existsSync(envFile!)) return undefined
  const line = /^LOCAL_CHAIN_CONTRACTS=(.+)$/m.exec(readFileSync(envFile!, 'utf8'))?.[1]
  if (!line) return undefined
  const addresses = line.split(',').map((pair) => pair.split(':')[1] as Address)
  const codes = await Promise.all(addresses.map((address) => client.getCode({ address })))
  return codes.every((code) => code && code !== '0x') ? line : undefined
}

const id = await chainId()
if (id !== 1337) throw new Error(`the node on ${rpcUrl} is chain ${id}, not the local chain 1337`)
const kept = await deployedBefore()
if (kept) {
  console.log(`fixtures: already deployed on ${rpcUrl}, keeping ${envFile}`)
} else {
  const fixtures = await deployLocalFixtures({ rpcUrl })
  const lines = [
    '# Written by tooling/scripts/local-fixtures.ts for `npm run local`: the contracts deployed on chain 1337.',
    `# ${fixtures.ensName} is ${fixtures.account} (anvil account 0), with ${fixtures.token.symbol} at ${fixtures.contracts.token}.`,
    `LOCAL_CHAIN_CONTRACTS=${localChainContractsEnv(fixtures.contracts)}`,
    '',
  ]
  writeFileSync(envFile, lines.join('\n'))
  console.log(`fixtures: deployed on ${rpcUrl}: ${fixtures.ensName} (with avatar) is ${fixtures.account}`)
  for (const [name, address] of Object.entries(fixtures.contracts)) console.log(`  ${name.padEnd(26)} ${address}`)
}
