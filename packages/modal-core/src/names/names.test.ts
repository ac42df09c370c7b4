// @vitest-environment happy-dom
import {
  ANVIL_ACCOUNTS,
  startBlockchainApiService,
  TEST_WALLET_INFO,
  type BlockchainApiService,
} from '@agentry/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { connect } from '../flows/connect.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import type { ModalOptions } from '../options/types.js'
import { pushView } from '../router/navigate.js'
import { routerState } from '../router/routerState.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { chainIdToCoinType } from './chainIdToCoinType.js'
import { fetchNameSuggestions } from './fetchNameSuggestions.js'
import { getAccountNames, resolveAccountName } from './lookupAccountNames.js'
import { namesState } from './namesState.js'
import { normalizeAccountName } from './normalizeAccountName.js'
import { registerAccountName } from './registerAccountName.js'

const [me, other] = ANVIL_ACCOUNTS
let service: BlockchainApiService
beforeAll(async () => {
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1337'],
    names: [{ name: 'taken.reown.id', addresses: { '2147484985': { address: other.address } }, attributes: {} }],
  })
})
afterAll(async () => {
  await service.close()
})
const fixture = useWalletFixture()

async function onRegisterView(
  options: Partial<ModalOptions> = { projectId: 'project-1', serviceUrls: { blockchainApi: service.url } },
): Promise<void> {
  initModal({ networks: [createLocalDevChain({ rpcUrl: fixture.rpcUrl })], ...options })
  await connect({ connectorId: TEST_WALLET_INFO.rdns })
  await settleBackgroundWork()
  pushView('Account')
  pushView('RegisterAccountName')
}

describe('names: rules', () => {
  test.each([
    ['Alice-01', 'alice-01'],
    ['  bob9 ', 'bob9'],
    ['ＡＢＣＤ', 'abcd'],
    ['xn-a', 'xn-a'],
    // ENSIP-15 ignores a soft hyphen (the ASCII reduction before it refused the name).
    ['ali\u00adce', 'alice'],
  ])('%s is %s', async (label, normalized) => {
    await expect(normalizeAccountName(label)).resolves.toBe(normalized)
  })

  test.each([
    ['too short', 'abc'],
    ['a space', 'ali ce'],
    ['an underscore inside', 'ali_ce'],
    ['a dot', 'ali.ce'],
    ['mixed scripts (Cyrillic а in Latin)', 'раypal'],
    ['a label extension (--) in 3rd/4th place', 'ab--cd'],
    ['a disallowed character (zero-width joiner)', 'a\u200dbcd'],
    ['too many non-spacing marks', 'a\u0301\u0301\u0301\u0301\u0301bcd'],
    ['an emoji', 'ali💙ce'],
    ['an accented letter', 'alíce'],
    ['a label extension after folding', 'ａｂ--cd'],
    // Compatibility forms ENSIP-15 disallows though NFKC folds them to ASCII (the ASCII reduction took them).
    ['a feminine ordinal indicator', 'aliceª'],
    ['a modifier letter', 'aliceʰ'],
    ['a superscript digit', 'alice¹'],
  ])('rejects %s', async (_, label) => {
    await expect(normalizeAccountName(label)).rejects.toThrow(
      'Name must be at least 4 characters: letters, digits and hyphens only',
    )
  })

  test("the normaliser's reason is in the details", async () => {
    await expect(normalizeAccountName('раypal')).rejects.toThrowErrorMatchingInlineSnapshot(`
      [InvalidAccountNameError: Name must be at least 4 characters: letters, digits and hyphens only

      Details: "раypal": illegal mixture: Cyrillic + Latin "y"‎ {79}]
    `)
  })

  test('coin type: the chain id with the high bit; 2147483648 and beyond: Invalid chainId', () => {
    expect(chainIdToCoinType(1)).toBe(2147483649)
    expect(chainIdToCoinType(1337)).toBe(2147484985)
    expect(chainIdToCoinType(2147483647)).toBe(4294967295)
    for (const chainId of [2147483648, 2 ** 40, -1, 1.5, Number.NaN])
      expect(() => chainIdToCoinType(chainId)).toThrow('Invalid chainId')
  })
})

describe('names: suggestions and registration against the stand-in', () => {
  test('suggestions in the zone with whether each is taken; an invalid name asks nothing', async () => {
    await onRegisterView()
    await fetchNameSuggestions('taken')
    expect(namesState.suggestions).toEqual([
      { name: 'taken.reown.id', registered: true },
      { name: 'taken1.reown.id', registered: false },
      { name: 'taken-app.reown.id', registered: false },
    ])
    service.requests.length = 0
    await fetchNameSuggestions('ab')
    expect(namesState).toMatchObject({
      suggestions: [],
      error: 'Name must be at least 4 characters: letters, digits and hyphens only',
    })
    expect(service.requests).toEqual([])
  })

  test('register: signed by the wallet, checked by the service, the success view, the account named', async () => {
    await onRegisterView()
    await expect(registerAccountName('Alice')).resolves.toBe('alice.reown.id')
    expect(routerState.view).toBe('RegisterAccountNameSuccess')
    expect(getActiveAccount().profileName).toBe('alice.reown.id')
    const sent = service.requests.find((request) => request.path === '/v1/profile/account')!.body as Record<
      string,
      unknown
    >
    expect(sent).toEqual({
      coin_type: 2147484985,
      address: me.address,
      message: expect.any(String),
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    })
    const message = JSON.parse(sent.message as string) as { name: string; attributes: object; timestamp: number }
    expect(message).toEqual({ name: 'alice.reown.id', attributes: {}, timestamp: expect.any(Number) })
    expect(Math.abs(message.timestamp - Date.now() / 1000)).toBeLessThan(60)
    await expect(resolveAccountName('alice.reown.id')).resolves.toMatchObject({
      addresses: { '2147484985': { address: me.address } },
    })
    await expect(getAccountNames(me.address)).resolves.toEqual([expect.objectContaining({ name: 'alice.reown.id' })])
    await expect(resolveAccountName('nobody.reown.id')).resolves.toBeUndefined()
  })

  test("a taken name: the service's reason, back on the register view", async () => {
    await onRegisterView()
    await expect(registerAccountName('taken')).resolves.toBeUndefined()
    expect(namesState).toMatchObject({ error: 'Name is already registered', registering: false })
    expect(routerState.view).toBe('RegisterAccountName')
  })

  test('a signature of another account: refused by the service (Invalid signature)', async () => {
    await onRegisterView()
    chainState.chains.eip155.accountState.address = other.address
    await registerAccountName('mallory')
    expect(namesState.error).toBe('Invalid signature')
    expect(routerState.view).toBe('RegisterAccountName')
  })

  test('declined in the wallet: Signature declined, nothing registered', async () => {
    await onRegisterView()
    fixture.wallet.flags.rejectSignature = true
    service.requests.length = 0
    await registerAccountName('carol')
    expect(namesState.error).toBe('Signature declined')
    expect(service.requests.map((request) => request.path)).not.toContain('/v1/profile/account')
  })

  test('a failing service without a reason: Error registering name {name}; suggestions: Error fetching name suggestions', async () => {
    await onRegisterView()
    service.failWith = 500
    await registerAccountName('dave')
    await fetchNameSuggestions('dave')
    service.failWith = undefined
    expect(namesState.error).toBe('Error fetching name suggestions')
    await registerAccountName('erin')
    expect(namesState.error).toBeUndefined()
    service.failWith = 503
    await registerAccountName('frank')
    service.failWith = undefined
    expect(namesState.error).toBe('Error registering name frank.reown.id')
  })

  test('no account: Address or auth connector not found; no project id: unavailable', async () => {
    await onRegisterView()
    chainState.chains.eip155.accountState.address = undefined
    await registerAccountName('grace')
    expect(namesState.error).toBe('Address or auth connector not found')
    await onRegisterView({})
    await registerAccountName('heidi')
    expect(namesState.error).toBe('Account names are not available in this app')
  })
})
