import { getNamespace } from '../adapters/namespaces.js'
import { getActiveChain } from '../chain/chainState.js'
import { sendState } from '../send/sendState.js'
import { getNamesSource } from './getNamesSource.js'

let latest = 0

/** An eip155 address is 0x and 40 hex digits; anything with a dot in it is taken for a name. */
const looksLikeName = (text: string) => text.includes('.') && !/^0x[0-9a-fA-F]{40}$/.test(text)

/**
 * Sets the send form's receiver from what the user typed. An address is taken as it is; on a network
 * whose namespace has ENS, a name (`alice.eth`) is kept in `receiverProfileName` and the address it
 * resolves to, through the names source, becomes `receiverAddress` (undefined while resolving and when
 * the name points nowhere, so the form's rules refuse it). Only the latest input's answer lands.
 *
 * @throws InvalidEnsNameError when the name does not normalise | the source's read errors
 * @example
 * await setSendReceiver('alice.eth')
 * sendState.receiverAddress // '0x3C44…93BC'
 */
export async function setSendReceiver(input: string): Promise<void> {
  const request = ++latest
  const text = input.trim()
  const network = getActiveChain().networkState.caipNetwork
  if (!network || !getNamespace(network.chainNamespace).ens || !looksLikeName(text)) {
    Object.assign(sendState, { receiverAddress: input, receiverProfileName: undefined })
    return
  }
  Object.assign(sendState, { receiverAddress: undefined, receiverProfileName: input })
  const address = await getNamesSource().resolveAddress({ network, name: text })
  if (request === latest) sendState.receiverAddress = address ?? undefined
}
