// The Account view's token data with no project id (issue 26 item 2): 50 ERC-20s the account holds on
// anvil, read through the chain tokens source. Counts what reaches the node (HTTP requests and JSON-RPC
// calls, a batch counting each call) and times each read until the balances are there.
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startAnvil, ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { deployMulticall3, deployPriceFeed } from '@agentry/test-utils/chain-fixtures'
import { deployTestToken } from '@agentry/test-utils/token'
import type * as CoreModule from '../packages/modal-core/src/index.js'
import type * as FeaturesModule from '../packages/modal-core/src/features/index.js'
import { machineLine, recordResults } from './lib/results.js'

const coreDist = fileURLToPath(new URL('../packages/modal-core/dist/', import.meta.url))
const TOKENS = 50
const FEEDS = 10
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const AGGREGATE3 = '0x82ad56cb'

type Counts = { http: number; calls: string[] }

/** A JSON-RPC proxy on 127.0.0.1 that counts HTTP requests and the calls in them. */
async function countingProxy(target: string): Promise<{ url: string; counts: Counts; close: () => Promise<void> }> {
  const counts: Counts = { http: 0, calls: [] }
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const body = Buffer.concat(chunks)
      counts.http += 1
      const parsed = JSON.parse(body.toString('utf8')) as { method: string; params?: [{ data?: string }] }[]
      for (const call of [parsed].flat())
        counts.calls.push(
          call.method === 'eth_call' && call.params?.[0]?.data?.startsWith(AGGREGATE3) ? 'aggregate3' : call.method,
        )
      const forward = request(
        target,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' })
          answer.pipe(outgoing)
        },
      )
      forward.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const summary = (calls: string[]) => {
  const byMethod = new Map<string, number>()
  for (const call of calls) byMethod.set(call, (byMethod.get(call) ?? 0) + 1)
  return [...byMethod].map(([method, count]) => `${method} ×${count}`).join(', ')
}

/** Runs the benchmark and records its block in bench/RESULTS.md. */
export async function runAccountTokens(): Promise<void> {
  const core = (await import(pathToFileURL(`${coreDist}index.js`).href)) as typeof CoreModule
  const features = (await import(pathToFileURL(`${coreDist}features/index.js`).href)) as typeof FeaturesModule
  const anvil = await startAnvil()
  const rows: string[] = []
  try {
    const rpcUrl = anvil.rpcUrl
    const owner = ANVIL_ACCOUNTS[0].address
    const tokens: CoreModule.TokenListEntry[] = []
    for (let index = 0; index < TOKENS; index += 1) {
      const decimals = index % 2 ? 6 : 18
      const token = await deployTestToken({ rpcUrl, symbol: `T${index}`, decimals })
      tokens.push({ address: token.address, name: `Token ${index}`, symbol: `T${index}`, decimals })
    }
    const usdPriceFeeds: Record<string, { address: `0x${string}` }> = {
      native: { address: await deployPriceFeed({ rpcUrl, answer: 3_000n * 10n ** 8n }) },
    }
    for (const token of tokens.slice(0, FEEDS))
      usdPriceFeeds[token.address] = { address: await deployPriceFeed({ rpcUrl, answer: 10n ** 8n }) }

    const measure = async (label: string) => {
      const proxy = await countingProxy(rpcUrl)
      const network = { ...core.createLocalDevChain({ rpcUrl: proxy.url }), contracts: { usdPriceFeeds } }
      core.resetAllState()
      core.initModal({ networks: [network], tokens: { [network.caipNetworkId]: tokens } })
      const source = features.getTokensSource()
      const times: number[] = []
      let shown = 0
      let first = ''
      let firstHttp = 0
      for (let run = 0; run < RUNS; run += 1) {
        const before = { http: proxy.counts.http, calls: proxy.counts.calls.length }
        const started = performance.now()
        const balances = await source.getBalances({ network, address: owner, force: true })
        times.push(performance.now() - started)
        shown = balances.length
        if (run === 0) {
          first = summary(proxy.counts.calls.slice(before.calls))
          firstHttp = proxy.counts.http - before.http
        }
      }
      // The cache: a read within 30 s asks the node nothing.
      const cachedBefore = proxy.counts.calls.length
      await source.getBalances({ network, address: owner, force: false })
      const cachedCalls = proxy.counts.calls.length - cachedBefore
      await proxy.close()
      rows.push(
        `| ${label} | ${shown} | ${firstHttp} | ${first} | ${median(times).toFixed(1)} ms | ${Math.max(...times).toFixed(1)} ms | ${cachedCalls} |`,
      )
      console.log(rows.at(-1))
    }

    // Without Multicall3 the same reads go out as one HTTP batch.
    await measure('no Multicall3: one JSON-RPC batch')
    // Then with it (each measure has its own proxy URL, so the source's memory of a URL without Multicall3 does not carry over).
    await deployMulticall3({ rpcUrl })
    await measure('Multicall3 deployed (as on nearly every EVM network)')
  } finally {
    await anvil.stop()
  }

  recordResults(
    'account-tokens',
    `## Account view tokens from the chain, no project id (\`npm run bench -- account-tokens\`)

Machine: ${await machineLine()}. ${TOKENS} ERC-20s the account holds (the dapp's \`tokens\`), Chainlink USD feeds (MockV3Aggregator) for the native currency and ${FEEDS} of the tokens, on anvil through a counting proxy. Each read is forced (no cache), as after a send: the activity's first page (anvil's Otterscan API, for tokens found in the activity) then the balances. Median and worst of ${RUNS}.

| node | tokens shown (with native) | HTTP requests, first read | JSON-RPC calls, first read (later reads without Multicall3 skip the aggregate3 attempt) | time to balances, median | worst | calls for a read within 30 s (cache) |
| --- | ---: | ---: | --- | ---: | ---: | ---: |
${rows.join('\n')}

Goal (issue 26): one multicall per network. The balances, decimals and ${FEEDS + 1} feeds' \`latestRoundData\` + \`decimals\` are one \`aggregate3\` \`eth_call\`; the other call is the activity's page.`,
  )
}
