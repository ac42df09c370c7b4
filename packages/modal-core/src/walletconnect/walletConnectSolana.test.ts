// @vitest-environment happy-dom
import { MemoryStorage } from '@agentry/sign-client'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { getNetwork } from '../chain/findNetwork.js'
import { connectionState } from '../connection/connectionState.js'
import { getConnector, removeConnector } from '../connectors/connectorsState.js'
import { disconnect } from '../flows/disconnect.js'
import { getAdapter } from '../flows/getAdapter.js'
import { initModal } from '../flows/initModal.js'
import { switchNetwork } from '../flows/switchNetwork.js'
import { resetAllState } from '../resetAllState.js'
import {
  approveWhenAsked,
  connectByQr,
  evmAccount,
  mainnet,
  modalOptions,
  mode,
  peer,
  proposals,
  solanaAddress,
  solanaKey,
  useWalletConnectSolanaPeer,
  walletRequests,
} from '../test/walletConnectSolanaPeer.js'
import { settleBackgroundWork } from '../utils/background.js'
import { WALLET_CONNECT_SOLANA_CONNECTOR_ID } from './exposeWalletConnectSolana.js'
import { setUpWalletConnect, tearDownWalletConnect, WALLET_CONNECT_CONNECTOR_ID } from './setUpWalletConnect.js'

// WalletConnect with Solana networks: the session's Solana side as a connection of its own
// (see src/test/walletConnectSolanaPeer.ts for the wallet on the other side).
useWalletConnectSolanaPeer()

describe('setUpWalletConnect with Solana networks', () => {
  it('asks for the solana namespace; the Solana account is connected beside the EVM one and shown when a Solana network is active', async () => {
    initModal(modalOptions())
    await setUpWalletConnect({ storage: peer.storage })
    await connectByQr()
    expect(proposals[0]!.optionalNamespaces.solana).toEqual({
      chains: ['solana:localnet'],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: [],
    })
    expect(connectionState).toMatchObject({ status: 'connected', activeConnectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(
      connectionState.connections.map(({ connectorId, namespace, accounts, chainId }) => ({
        connectorId,
        namespace,
        accounts,
        chainId,
      })),
    ).toEqual([
      {
        connectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
        namespace: 'solana',
        accounts: [solanaAddress],
        chainId: 'localnet',
      },
      { connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace: 'eip155', accounts: [evmAccount.address], chainId: 1 },
    ])
    expect(chainState.activeNamespace).toBe('eip155')
    expect(getConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)).toMatchObject({
      type: 'WALLET_CONNECT',
      chain: 'solana',
      name: 'Test Wallet',
    })

    await switchNetwork(getNetwork('solana:localnet'))
    expect(chainState.activeNamespace).toBe('solana')
    expect(chainState.chains.solana?.accountState).toMatchObject({
      address: solanaAddress,
      caipAddress: `solana:localnet:${solanaAddress}`,
      status: 'connected',
    })

    const signing = getAdapter('solana').signMessage({ message: 'Sign in to Agentry', address: solanaAddress })
    await approveWhenAsked('solana_signMessage')
    const signature = base58.decode((await signing) as string)
    expect(
      ed25519.verify(signature, new TextEncoder().encode('Sign in to Agentry'), solanaKey.publicKey.toBytes()),
    ).toBe(true)
  })

  it('sends SOL through the session: the wallet’s signature (answered alone, then as a signed transaction) passes the RPC’s verification', async () => {
    initModal(modalOptions())
    await setUpWalletConnect({ storage: peer.storage })
    await connectByQr()
    peer.rpc.setBalance(solanaAddress, 2_000_000_000n)
    for (const answer of ['signature', 'transaction'] as const) {
      mode.transactionAnswer = answer
      walletRequests.length = 0
      const to = Keypair.generate().publicKey.toBase58()
      const sending = getAdapter('solana').send({ to, amount: '0.25', network: getNetwork('solana:localnet') })
      await approveWhenAsked('solana_signTransaction')
      const signature = await sending
      expect(peer.rpc.transfers.at(-1)).toEqual({ signature, from: solanaAddress, to, lamports: 250_000_000n })
    }
  })

  it('the session is restored with its Solana side after a reload; the wallet deleting it ends both connections', async () => {
    initModal(modalOptions())
    await setUpWalletConnect({ storage: peer.storage })
    await connectByQr()
    // A reload: the client starts again from what storage kept.
    await tearDownWalletConnect()
    removeConnector(WALLET_CONNECT_CONNECTOR_ID)
    removeConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)
    resetAllState()
    initModal(modalOptions())
    await setUpWalletConnect({ storage: peer.storage })
    await settleBackgroundWork()
    expect(connectionState.status).toBe('connected')
    expect(connectionState.connections.map((connection) => connection.connectorId).sort()).toEqual([
      WALLET_CONNECT_CONNECTOR_ID,
      WALLET_CONNECT_SOLANA_CONNECTOR_ID,
    ])
    expect(chainState.chains.solana?.accountState.address).toBe(solanaAddress)
    const signing = getAdapter('solana').signMessage({ message: 'after reload', address: solanaAddress })
    await approveWhenAsked('solana_signMessage')
    expect(
      ed25519.verify(
        base58.decode((await signing) as string),
        new TextEncoder().encode('after reload'),
        solanaKey.publicKey.toBytes(),
      ),
    ).toBe(true)

    const topic = peer.wallet.session.getAll().at(-1)!.topic
    await peer.wallet.disconnect({ topic })
    await expect.poll(() => connectionState.status).toBe('disconnected')
    await settleBackgroundWork()
    expect(connectionState.connections).toEqual([])
    expect(chainState.chains.solana?.accountState.address).toBeUndefined()
  })

  it('a session without solana accounts exposes no Solana wallet; an app without Solana networks does not ask for them', async () => {
    mode.solana = false
    initModal(modalOptions())
    await setUpWalletConnect({ storage: peer.storage })
    await connectByQr()
    expect(proposals[0]!.optionalNamespaces.solana?.chains).toEqual(['solana:localnet'])
    expect(getConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)).toBeUndefined()
    expect(connectionState.connections.map((connection) => connection.namespace)).toEqual(['eip155'])
    expect(() => getAdapter('solana')).toThrow('Adapter not found')

    await tearDownWalletConnect()
    removeConnector(WALLET_CONNECT_CONNECTOR_ID)
    resetAllState()
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: peer.relay.url } })
    await setUpWalletConnect({ storage: new MemoryStorage() })
    await connectByQr()
    expect(proposals[1]!.optionalNamespaces).not.toHaveProperty('solana')
    expect(getConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)).toBeUndefined()
  })

  it('disconnecting the app ends the session and both connections', async () => {
    initModal(modalOptions())
    await setUpWalletConnect({ storage: peer.storage })
    await connectByQr()
    const topic = peer.wallet.session.getAll().at(-1)!.topic
    const deleted = new Promise<string>((resolve) =>
      peer.wallet.once('session_delete', ({ topic: ended }) => resolve(ended)),
    )
    await disconnect()
    expect(await deleted).toBe(topic)
    expect(connectionState).toMatchObject({ status: 'disconnected', connections: [] })
  })
})
