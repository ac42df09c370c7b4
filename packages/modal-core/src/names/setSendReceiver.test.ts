// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, startAnvil, TEST_WALLET_INFO, type Anvil } from '@agentry/test-utils'
import { deployEns, registerEnsName, type Ens } from '@agentry/test-utils/chain-fixtures'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchTokenBalances } from '../flows/fetchTokenBalances.js'
import { connect } from '../flows/connect.js'
import { initModal } from '../flows/initModal.js'
import { sendToken } from '../flows/sendToken.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { pushView } from '../router/navigate.js'
import { loadSendGas } from '../send/loadSendGas.js'
import { sendState } from '../send/sendState.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { setSendReceiver } from './setSendReceiver.js'

const alice = ANVIL_ACCOUNTS[2]
let anvil: Anvil
let ens: Ens

beforeAll(async () => {
  anvil = await startAnvil()
  // ENS's registry, resolver and reverse registrar from their published artifacts; the Universal
  // Resolver is the test stand-in over them.
  ens = await deployEns({ rpcUrl: anvil.rpcUrl })
  await registerEnsName({ rpcUrl: anvil.rpcUrl, ens, label: 'alice', ownerKey: alice.privateKey })
}, 120_000)
afterAll(async () => {
  await anvil.stop()
})

const fixture = useWalletFixture({ rpcUrl: () => anvil.rpcUrl })

async function onSendView(): Promise<void> {
  initModal({
    networks: [
      {
        ...createLocalDevChain({ rpcUrl: fixture.rpcUrl }),
        contracts: { ensUniversalResolver: { address: ens.universalResolver } },
      },
    ],
  })
  await connect({ connectorId: TEST_WALLET_INFO.rdns })
  await settleBackgroundWork()
  await fetchTokenBalances({ force: true })
  pushView('Account')
  pushView('Send')
}

describe('setSendReceiver: an ENS name as the receiver (no project id)', () => {
  test('a send to Alice.eth lands on the address the name resolves to', async () => {
    await onSendView()
    await setSendReceiver('Alice.eth')
    expect(sendState).toMatchObject({ receiverProfileName: 'Alice.eth', receiverAddress: alice.address })
    sendState.token = sendState.tokenBalances.find((token) => token.symbol === 'ETH')
    await loadSendGas()
    sendState.sendTokenAmount = '0.5'
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await chain.getBalance({ address: alice.address })
    await expect(sendToken()).resolves.toMatch(/^0x[0-9a-f]{64}$/)
    expect((await chain.getBalance({ address: alice.address })) - before).toBe(parseEther('0.5'))
  })

  test('a name that points nowhere: no receiver address, so the form refuses it', async () => {
    await onSendView()
    await setSendReceiver('nobody.eth')
    expect(sendState).toMatchObject({ receiverProfileName: 'nobody.eth', receiverAddress: undefined })
  })

  test('a name that does not normalise: InvalidEnsNameError, no receiver address', async () => {
    await onSendView()
    await expect(setSendReceiver('p\u0430ypal.eth')).rejects.toMatchObject({
      name: 'InvalidEnsNameError',
      shortMessage: 'Invalid ENS name',
    })
    expect(sendState.receiverAddress).toBeUndefined()
  })

  test('an address is taken as typed; only the latest input lands', async () => {
    await onSendView()
    const slow = setSendReceiver('alice.eth')
    await setSendReceiver(alice.address.toLowerCase())
    await slow
    expect(sendState).toMatchObject({ receiverProfileName: undefined, receiverAddress: alice.address.toLowerCase() })
  })
})
