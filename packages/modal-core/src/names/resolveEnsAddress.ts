import type { CaipNetwork } from '../caip/types.js'
import { normalizeEnsName } from './normalizeEnsName.js'
import { readEnsRecord } from './readEnsRecord.js'

/**
 * The address an ENS name points to, read on chain through the network's Universal Resolver after
 * ENSIP-15 normalisation (what the user typed may have capitals or compatibility forms); null when the
 * name has no address record or the network has no resolver.
 *
 * @throws InvalidEnsNameError when the name does not normalise (the chain is not asked)
 * @throws MissingRpcUrlError | HttpStatusError | RpcRequestError when the node cannot be read
 * @example
 * await resolveEnsAddress({ network, name: 'Alice.eth' }) // '0x3C44…93BC'
 */
export async function resolveEnsAddress({
  network,
  name,
}: {
  network: CaipNetwork
  name: string
}): Promise<string | null> {
  const normalized = await normalizeEnsName(name)
  return readEnsRecord({ network, name: normalized, record: 'addr' })
}
