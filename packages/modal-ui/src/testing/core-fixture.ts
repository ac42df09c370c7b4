import {
  createLocalDevChain,
  createSiweConfig,
  initModal,
  resetAllState,
  watchInjectedConnectors,
  type SiwxSession,
  type WalletListOptions,
} from '@agentry/modal-core'
import { startAnvil, type Anvil } from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { createPublicClient, http, type Hex } from 'viem'

/** What a test needs from the core. */
export type SetUpCoreParameters = {
  rpcUrl: string
  /** Adds a sign-in policy backed by an in-memory product server that really verifies the signature. */
  signIn?: { required?: boolean }
  /** Changes to the curated wallet list (`ModalOptions.wallets`). */
  wallets?: WalletListOptions
  /** Our own wallet host (`ModalOptions.embeddedWallet`). */
  embeddedWallet?: { hostUrl: string }
  /** An ENS Universal Resolver on the local chain: names and avatars are read through it. */
  ensUniversalResolver?: Hex
}

/** Every core store back to its initial state. */
export function resetCore(): void {
  resetAllState()
}

/**
 * Configures the core for the local anvil chain, optionally with a sign-in policy, and starts EIP-6963
 * discovery.
 *
 * @returns a function that stops discovery.
 * @example
 * const stop = setUpCore({ rpcUrl: anvil.rpcUrl, signIn: { required: true } })
 */
export function setUpCore({
  rpcUrl,
  signIn,
  wallets,
  embeddedWallet,
  ensUniversalResolver,
}: SetUpCoreParameters): () => void {
  const chain = createLocalDevChain({ rpcUrl })
  if (ensUniversalResolver)
    chain.contracts = { ...chain.contracts, ensUniversalResolver: { address: ensUniversalResolver } }
  let session: SiwxSession | null = null
  let nonce = ''
  const client = createPublicClient({ transport: http(rpcUrl) })
  initModal({
    networks: [chain],
    metadata: { name: 'Agentry', description: 'Agentry test app', url: 'http://127.0.0.1', icons: [] },
    ...(wallets ? { wallets } : {}),
    ...(embeddedWallet ? { embeddedWallet } : {}),
    ...(signIn
      ? {
          siwx: createSiweConfig({
            required: signIn.required ?? false,
            getNonce: async () => {
              nonce = Math.random().toString(36).slice(2, 12).padEnd(10, '0')
              return nonce
            },
            getSession: async () => session,
            getMessageParams: async () => ({ domain: '127.0.0.1', uri: 'http://127.0.0.1', chains: [1337] }),
            verifyMessage: async ({ message, signature }) => {
              const fields = parseSiweMessage(message)
              const valid = await verifySiweMessage(client, { message, signature: signature as Hex, nonce })
              if (valid && fields.address && fields.chainId)
                session = { address: fields.address, chainId: fields.chainId }
              return valid
            },
            signOut: async () => {
              session = null
            },
          }),
        }
      : {}),
  })
  return watchInjectedConnectors()
}

/**
 * Registers the hooks every DOM test of the modal shares: one real anvil node for the file, the core and
 * storage reset before each test, cleanups run and the document emptied after each. Call it first in a
 * `describe`, so its reset runs before the file's own `beforeEach` (and its cleanup after `afterEach`).
 *
 * @example
 * const core = useCoreFixture()
 * beforeEach(() => core.cleanups.push(setUpCore({ rpcUrl: core.rpcUrl })))
 */
export function useCoreFixture(): { readonly rpcUrl: string; cleanups: (() => void)[] } {
  let anvil: Anvil | undefined
  const cleanups: (() => void)[] = []
  beforeAll(async () => {
    anvil = await startAnvil()
  })
  afterAll(async () => {
    await anvil?.stop()
  })
  beforeEach(() => {
    resetCore()
    localStorage.clear()
  })
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
    document.body.replaceChildren()
  })
  return {
    get rpcUrl() {
      if (!anvil) throw new Error('useCoreFixture: anvil is not running (use it inside describe)')
      return anvil.rpcUrl
    },
    cleanups,
  }
}
