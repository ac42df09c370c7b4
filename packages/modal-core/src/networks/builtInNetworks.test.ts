import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { allEvmNetworks, allSolanaNetworks } from './builtInNetworks.js'

const packageDir = fileURLToPath(new URL('../..', import.meta.url))

describe('the built-in networks', () => {
  test('24 EVM networks and 3 Solana networks, as spec section 9 counts them', () => {
    expect(allEvmNetworks).toHaveLength(24)
    expect(allSolanaNetworks).toHaveLength(3)
    expect(new Set(allEvmNetworks.map((network) => network.id)).size).toBe(24)
    expect(allSolanaNetworks.every((network) => network.chainNamespace === 'solana')).toBe(true)
  })

  test('each EVM network has its CAIP-2 id, a native currency, a public RPC and an explorer', () => {
    for (const network of allEvmNetworks) {
      expect(network.chainNamespace).toBe('eip155')
      expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
      expect(network.nativeCurrency.decimals).toBe(18)
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
      if (network.id === 1337) continue
      for (const url of network.rpcUrls.default.http) expect(url, network.name).toMatch(/^https:\/\//)
      expect(network.blockExplorers?.default.url, network.name).toMatch(/^https:\/\/[^/]+[^/]$/)
      expect(network.testnet, network.name).toBe(/Sepolia|Hoodi|Amoy|Testnet|Fuji/.test(network.name))
    }
  })

  // The facts a dapp relies on, pinned: a changed id, symbol or RPC host shows up in review.
  test('ids, names, symbols and RPC hosts', () => {
    const table = allEvmNetworks.map(
      ({ id, name, nativeCurrency, rpcUrls }) =>
        `${id} ${name} ${nativeCurrency.symbol} ${new URL(rpcUrls.default.http[0]!).host}`,
    )
    expect(table).toMatchInlineSnapshot(`
      [
        "1 Ethereum ETH eth.merkle.io",
        "10 OP Mainnet ETH mainnet.optimism.io",
        "42161 Arbitrum One ETH arb1.arbitrum.io",
        "8453 Base ETH mainnet.base.org",
        "137 Polygon POL polygon.drpc.org",
        "56 BNB Smart Chain BNB bsc-dataseed.bnbchain.org",
        "43114 Avalanche AVAX api.avax.network",
        "100 Gnosis XDAI rpc.gnosischain.com",
        "324 zkSync Era ETH mainnet.era.zksync.io",
        "59144 Linea ETH rpc.linea.build",
        "534352 Scroll ETH rpc.scroll.io",
        "42220 Celo CELO forno.celo.org",
        "5000 Mantle MNT rpc.mantle.xyz",
        "81457 Blast ETH rpc.blast.io",
        "7777777 Zora ETH rpc.zora.energy",
        "11155111 Sepolia ETH ethereum-sepolia-rpc.publicnode.com",
        "560048 Hoodi ETH rpc.hoodi.ethpandaops.io",
        "11155420 OP Sepolia ETH sepolia.optimism.io",
        "421614 Arbitrum Sepolia ETH sepolia-rollup.arbitrum.io",
        "84532 Base Sepolia ETH sepolia.base.org",
        "80002 Polygon Amoy POL rpc-amoy.polygon.technology",
        "97 BNB Smart Chain Testnet tBNB data-seed-prebsc-1-s1.bnbchain.org:8545",
        "43113 Avalanche Fuji AVAX api.avax-test.network",
        "1337 Localhost ETH 127.0.0.1:8545",
      ]
    `)
  })

  test('a dapp that imports one network bundles only that one', async () => {
    const result = await build({
      stdin: {
        contents: `import { baseMainnet } from './src/index.ts'\nconsole.log(baseMainnet)`,
        resolveDir: packageDir,
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      packages: 'external',
      logLevel: 'silent',
    })
    const code = result.outputFiles[0]!.text
    expect(code).toContain('https://mainnet.base.org')
    for (const other of [...allEvmNetworks, ...allSolanaNetworks].filter((network) => network.id !== 8453))
      expect(code, other.name).not.toContain(other.rpcUrls.default.http[0])
  })
})
