import { createStore, type Store } from '../../core/createStore.js'
import { Expirer } from '../../core/Expirer.js'
import { JsonRpcHistory } from '../../core/JsonRpcHistory.js'
import { KeyChain } from '../../core/KeyChain.js'
import {
  isAuthRequestRecord,
  isPairingRecord,
  isPendingRequestRecord,
  isProposalRecord,
  isRoleMark,
  isSessionRecord,
} from '../../core/recordGuards.js'
import type { KeyValueStorage } from '../../storage/KeyValueStorage.js'
import type {
  AuthRequestStruct,
  PairingStruct,
  PendingRequestStruct,
  ProposalStruct,
  SessionStruct,
} from '../../types/protocol.js'
import type { RoleMark } from '../../types/roleMark.js'

/** Everything the client keeps in storage: the five public stores, the keys, the JSON-RPC history and the expiries. */
export type ClientStores = {
  readonly session: Store<string, SessionStruct>
  readonly proposal: Store<number, ProposalStruct>
  readonly pendingRequest: Store<number, PendingRequestStruct>
  readonly pairing: Store<string, PairingStruct>
  /** Sign-in requests (`wc_sessionAuthenticate`) waiting for this wallet's answer. */
  readonly authRequest: Store<number, AuthRequestStruct>
  readonly keyChain: KeyChain
  readonly history: JsonRpcHistory
  readonly expirer: Expirer
  /** This side's role (dapp or wallet) on each session and pairing topic. */
  readonly role: Store<string, RoleMark>
}

/**
 * The client's stores in `storage`, each record under `wc@2:agentry:{customStoragePrefix}:{store}//{key}`,
 * so that several clients share one storage without meeting.
 *
 * @example
 * const stores = createClientStores(new MemoryStorage(), 'wallet')
 * await initClientStores(stores)
 */
export function createClientStores(storage: KeyValueStorage, customStoragePrefix = ''): ClientStores {
  const prefix = `wc@2:agentry:${customStoragePrefix}:`
  return {
    session: createStore(storage, `${prefix}session`, { isValid: isSessionRecord, rememberDeleted: true }),
    proposal: createStore(storage, `${prefix}proposal`, { isValid: isProposalRecord, rememberDeleted: true }),
    pendingRequest: createStore(storage, `${prefix}pendingRequest`, { isValid: isPendingRequestRecord }),
    pairing: createStore(storage, `${prefix}pairing`, { isValid: isPairingRecord, rememberDeleted: true }),
    authRequest: createStore(storage, `${prefix}authRequest`, { isValid: isAuthRequestRecord }),
    keyChain: new KeyChain(storage, { prefix }),
    history: new JsonRpcHistory(storage, { prefix }),
    expirer: new Expirer(storage, { prefix }),
    role: createStore(storage, `${prefix}role`, { isValid: isRoleMark }),
  }
}

/** Loads what every store kept (sessions survive a reload). */
export async function initClientStores(stores: ClientStores): Promise<void> {
  await Promise.all([
    stores.session.init(),
    stores.proposal.init(),
    stores.pendingRequest.init(),
    stores.pairing.init(),
    stores.authRequest.init(),
    stores.keyChain.init(),
    stores.history.init(),
    stores.expirer.init(),
    stores.role.init(),
  ])
}
