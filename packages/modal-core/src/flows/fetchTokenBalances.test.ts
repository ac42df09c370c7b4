// @vitest-environment happy-dom
import {
  ANVIL_ACCOUNTS,
  startAnvil,
  startBlockchainApiService,
  TEST_WALLET_INFO,
  type Anvil,
  type BlockchainApiService,
} from '@agentry/test-utils'
import { deployTestToken, type TestToken } from '@agentry/test-utils/token'
import { createWalletClient, erc20Abi, getAddress, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { connect } from './connect.js'
import { defineNetwork } from '../networks/defineNetwork.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { initModal } from './initModal.js'
import type { ModalOptions } from '../options/types.js'
import { sendState } from '../send/sendState.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { BALANCE_UNAVAILABLE } from './fetchBalance.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { supportsBalances } from '../balance/supportsBalances.js'

const me = ANVIL_ACCOUNTS[0].address
// The tokens come from another account, so the connected account's ETH stays the node's default.
const deployer = ANVIL_ACCOUNTS[2]
let anvil: Anvil
let usdc: TestToken
let unheld: TestToken
let wholeOnly: TestToken
let service: BlockchainApiService

beforeAll(async () => {
  anvil = await startAnvil()
  const deploy = (symbol: string, decimals: number) =>
    deployTestToken({ rpcUrl: anvil.rpcUrl, name: symbol, symbol, decimals, privateKey: deployer.privateKey })
  usdc = await deploy('USDC', 6)
  unheld = await deploy('NONE', 18)
  wholeOnly = await deploy('WHOLE', 0)
  const wallet = createWalletClient({
    account: privateKeyToAccount(deployer.privateKey),
    transport: http(anvil.rpcUrl),
  })
  for (const [token, amount] of [
    [usdc, parseUnits('250.5', 6)],
    [wholeOnly, 7n],
  ] as const) {
    await wallet.writeContract({
      chain: null,
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [me, amount],
    })
  }
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1337'],
    balances: {
      [`eip155:1337:${me}`]: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:1337',
          price: 3000,
          value: 30_000_000,
          quantity: { decimals: '18', numeric: '10000' },
          iconUrl: '',
        },
        {
          name: 'Spam',
          symbol: 'SPAM',
          chainId: 'eip155:1337',
          address: 'eip155:1337:0x1',
          price: 0,
          quantity: { decimals: '0', numeric: '5' },
          iconUrl: '',
        },
      ],
    },
  })
})
afterAll(async () => {
  await service.close()
  await anvil.stop()
})

const fixture = useWalletFixture({ rpcUrl: () => anvil.rpcUrl })

/** The options of this test (over the fixture's), then the test wallet connected. */
async function connected(options: Partial<ModalOptions> = {}): Promise<void> {
  initModal({ networks: [createLocalDevChain({ rpcUrl: fixture.rpcUrl })], ...options })
  await connect({ connectorId: TEST_WALLET_INFO.rdns })
  await settleBackgroundWork()
}

describe('fetchTokenBalances without a project id: straight from the chain', () => {
  test('native first, then the configured tokens the account holds; none held and decimals 0 left out', async () => {
    await connected({
      tokens: {
        'eip155:1337': [usdc, unheld, wholeOnly].map(({ address, name, symbol, decimals }) => ({
          address,
          name,
          symbol,
          decimals,
        })),
      },
    })
    await fetchTokenBalances()
    const account = getActiveAccount()
    expect(account.tokenBalanceError).toBeUndefined()
    expect(account.tokenBalance.map((token) => [token.symbol, token.quantity.numeric, token.address])).toEqual([
      ['ETH', '10000', undefined],
      ['USDC', '250.5', `eip155:1337:${getAddress(usdc.address)}`],
    ])
    expect(sendState.tokenBalances).toEqual(account.tokenBalance)
    expect(account.tokenBalanceLoading).toBe(false)
  })

  test('asset discovery: a token only the wallet names (wallet_getAssets) is read from the chain and shown (issue 29 item 3)', async () => {
    fixture.wallet.trackToken(usdc.address)
    await connected()
    await fetchTokenBalances()
    expect(getActiveAccount().tokenBalance.map((token) => [token.symbol, token.quantity.numeric])).toEqual([
      ['ETH', '10000'],
      ['USDC', '250.5'],
    ])
  })

  test('a wallet whose wallet_getAssets never answers holds up nothing for more than its 5 s bound', async () => {
    const answer = fixture.wallet.request
    let asked = 0
    fixture.wallet.request = (args) => {
      if (args.method !== 'wallet_getAssets') return answer(args)
      asked += 1
      return new Promise<never>(() => undefined)
    }
    await connected({
      tokens: {
        'eip155:1337': [{ ...usdc }].map(({ address, name, symbol, decimals }) => ({
          address,
          name,
          symbol,
          decimals,
        })),
      },
    })
    await fetchTokenBalances()
    expect(getActiveAccount().tokenBalance.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    // Not asked again: unanswered requests would pile up in the wallet, one per refresh.
    await fetchTokenBalances({ force: true })
    expect(getActiveAccount().tokenBalance.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(asked).toBe(1)
  }, 15_000)

  test('a node that cannot be reached: Token Balance Unavailable', async () => {
    await connected()
    chainState.chains.eip155.networkState.caipNetwork!.rpcUrls.default = { http: ['http://127.0.0.1:9'] }
    await fetchTokenBalances()
    expect(getActiveAccount()).toMatchObject({
      tokenBalance: [],
      tokenBalanceError: BALANCE_UNAVAILABLE,
      tokenBalanceLoading: false,
    })
  })
})

const hosted = (): Partial<ModalOptions> => ({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })

describe('fetchTokenBalances with a project id: the hosted Blockchain API', () => {
  test('the service answers; decimals 0 left out; the chain is not asked', async () => {
    service.requests.length = 0
    await connected(hosted())
    await fetchTokenBalances({ force: true })
    expect(getActiveAccount().tokenBalance.map((token) => token.symbol)).toEqual(['ETH'])
    expect(service.requests.at(-1)).toMatchObject({
      path: `/v1/account/${me}/balance`,
      query: { chainId: 'eip155:1337', forceUpdate: 'true' },
    })
  })

  test('a network the service does not serve: Token Balance Unavailable', async () => {
    await connected(hosted())
    // The stand-in lists only eip155:1337: the active network becomes one it does not serve.
    chainState.chains.eip155.networkState.caipNetwork = {
      ...chainState.chains.eip155.networkState.caipNetwork!,
      caipNetworkId: 'eip155:31337',
    }
    service.requests.length = 0
    await fetchTokenBalances()
    expect(getActiveAccount().tokenBalanceError).toBe(BALANCE_UNAVAILABLE)
    expect(service.requests.map((request) => request.path)).not.toContain(`/v1/account/${me}/balance`)
  })

  test('a failing service: Token Balance Unavailable, and the next fetch recovers', async () => {
    await connected(hosted())
    service.failWith = 500
    await fetchTokenBalances({ force: true })
    expect(getActiveAccount().tokenBalanceError).toBe(BALANCE_UNAVAILABLE)
    service.failWith = undefined
    await fetchTokenBalances({ force: true })
    expect(getActiveAccount()).toMatchObject({
      tokenBalanceError: undefined,
      tokenBalance: [expect.objectContaining({ symbol: 'ETH' })],
    })
  })
})

describe('supportsBalances', () => {
  const network = (testnet: boolean, url: string) =>
    defineNetwork({
      id: 11155111,
      name: 'Sepolia',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
      testnet,
    })
  test.each([
    [false, 'https://rpc.example.org', true],
    [true, 'https://rpc.example.org', false],
    [true, 'http://127.0.0.1:8545', true],
    [true, 'http://localhost:8545/rpc', true],
    [true, 'http://127.0.0.1.example.org', false],
  ])('testnet %s at %s: %s', (testnet, url, expected) => {
    expect(supportsBalances(network(testnet, url))).toBe(expected)
  })
})
