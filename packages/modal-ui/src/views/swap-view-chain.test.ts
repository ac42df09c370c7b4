import { ethereumMainnet, routerState, snackbarState } from '@agentry/modal-core'
import { swapState } from '@agentry/modal-core/swap'
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import {
  addFullRangeLiquidity,
  deployUniswapV3,
  localClients,
  type UniswapV3,
} from '@agentry/test-utils/chain-fixtures'
import { deployTestToken, type TestToken } from '@agentry/test-utils/token'
import { TEST_ICON } from '@agentry/test-utils/announce-wallet'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import '../register.js'
import { openAccountView } from '../testing/account-view-fixture.js'
import { resetCore } from '../testing/core-fixture.js'
import { deepQuery, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-6666-4a6b-9d1e-000000000016',
  name: 'Uni Wallet',
  rdns: 'dev.agentry.uni',
  icon: TEST_ICON,
}
const me = ANVIL_ACCOUNTS[0].address
const owner = ANVIL_ACCOUNTS[2]
let anvil: Anvil
let uniswap: UniswapV3
let tst: TestToken
const cleanups: (() => void)[] = []

beforeAll(async () => {
  // Chain id 1 with the dapp's own contract addresses: they replace the built-in mainnet ones.
  anvil = await startAnvil({ chainId: 1 })
  uniswap = await deployUniswapV3({ rpcUrl: anvil.rpcUrl, privateKey: owner.privateKey })
  tst = await deployTestToken({ rpcUrl: anvil.rpcUrl, privateKey: owner.privateKey })
  await addFullRangeLiquidity({
    rpcUrl: anvil.rpcUrl,
    uniswap,
    token: tst.address,
    tokenAmount: parseUnits('200000', 18),
    ethAmount: parseEther('100'),
    privateKey: owner.privateKey,
  })
}, 180_000)
afterAll(async () => {
  await anvil?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.replaceChildren()
  resetCore()
  localStorage.clear()
})

const tstOf = async () =>
  (await localClients({ rpcUrl: anvil.rpcUrl })).publicClient.readContract({
    address: tst.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [me],
  })

describe('Swap on Uniswap v3 from the chain, no project id', () => {
  it('offered on Account; the form shows route, fee tier, minimum received and network fee; the swap lands within the minimum', async () => {
    const { modal, view } = await openAccountView({
      rpcUrl: anvil.rpcUrl,
      wallet: WALLET,
      cleanups,
      ready: '[data-action="swaps"]',
      options: {
        networks: [
          {
            ...ethereumMainnet,
            rpcUrls: { default: { http: [anvil.rpcUrl] } },
            contracts: {
              uniswapV3: { quoterV2: uniswap.quoterV2, swapRouter02: uniswap.swapRouter02, weth9: uniswap.weth9 },
            },
          },
        ],
        tokens: { 'eip155:1': [{ address: tst.address, name: 'Test Token', symbol: 'TST', decimals: 18 }] },
      },
    })
    press(view.shadowRoot!.querySelector('agentry-button[data-action="swaps"]')!)
    const swapView = () => deepQuery(modal, 'agentry-swap-view')!
    await waitFor(() => expect(swapView()?.shadowRoot?.querySelector('select[name="to"]')).toBeTruthy())
    const to = swapView().shadowRoot!.querySelector<HTMLSelectElement>('select[name="to"]')!
    to.value = `eip155:1:${tst.address}`
    to.dispatchEvent(new Event('change'))
    const amount = swapView().shadowRoot!.querySelector<HTMLInputElement>('input[name="amount"]')!
    amount.value = '0.1'
    amount.dispatchEvent(new Event('input'))
    const text = (id: string) => swapView().shadowRoot!.querySelector(`[data-testid="${id}"]`)?.textContent?.trim()
    await waitFor(() => expect(text('route')).toBe('ETH → TST'))
    expect(text('fee-tier')).toBe('0.3%')
    const minimum = swapState.minimumReceived
    expect(parseUnits(minimum, 18)).toBe((BigInt(swapState.quote!.toAmount) * 99n) / 100n)
    expect(text('minimum-received')).toMatch(/^1[\d,.]+ TST$/)
    expect(text('network-fee')).toMatch(/^0\.0\d* ETH$/)

    press(deepQuery(swapView(), 'agentry-button[data-action="review"]')!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-swap-preview-view')).toBeDefined())
    const preview = deepQuery(modal, 'agentry-swap-preview-view')!
    expect(preview.shadowRoot!.querySelector('[data-testid="route"]')?.textContent?.trim()).toBe('ETH → TST')
    expect(preview.shadowRoot!.querySelector('[data-testid="fee-tier"]')?.textContent?.trim()).toBe('0.3%')
    const before = await tstOf()
    press(deepQuery(preview, 'agentry-button[data-action="swap"]')!)
    await waitFor(() => expect(routerState.view).toBe('Account'))
    expect(snackbarState.message).toBe('Transaction started')
    expect((await tstOf()) - before).toBeGreaterThanOrEqual(parseUnits(minimum, 18))
  })
})
