import type { CaipNetwork } from '../caip/types.js'
import { readEnsName } from '../direct/readEnsName.js'
import { InvalidEnsNameError } from '../errors/nameErrors.js'
import type { Identity } from '../storage/caches.js'
import { normalizeEnsName } from './normalizeEnsName.js'
import { readEnsRecord } from './readEnsRecord.js'
import { resolveAvatar } from './resolveAvatar.js'

/**
 * The primary ENS name of an address and its avatar image, read on chain through the network's
 * Universal Resolver: the reverse record, which the resolver checks forward (a name whose address
 * record is another address gives no name); the name must be normalised as it stands; then its
 * `avatar` text record, turned into an image by ENSIP-12 (`resolveAvatar`).
 *
 * @throws InvalidEnsNameError when the reverse record holds a name that does not normalise to itself
 * @throws MissingRpcUrlError | HttpStatusError | RpcRequestError when the node cannot be read
 * @example
 * await readEnsIdentity({ network, address: '0xf39F…' }) // { name: 'alice.eth', avatar: 'https://…/alice.png' }
 */
export async function readEnsIdentity({
  network,
  address,
}: {
  network: CaipNetwork
  address: string
}): Promise<Identity> {
  const name = await readEnsName({ network, address })
  if (!name) return { name: null, avatar: null }
  // A name shown must be the one ENSIP-15 gives: a reverse record may hold any string, look-alikes too.
  if ((await normalizeEnsName(name)) !== name) throw new InvalidEnsNameError({ name, reason: 'not in normalised form' })
  const record = await readEnsRecord({ network, name, record: 'text', key: 'avatar' })
  return { name, avatar: record ? await resolveAvatar({ record }) : null }
}
