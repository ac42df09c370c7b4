import 'server-only'
import {
  createPublicClient,
  http,
  HttpRequestError,
  isAddressEqual,
  recoverMessageAddress,
  TimeoutError,
  BaseError as ViemBaseError,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { BadSignatureError, VerifierUnavailableError } from '../errors'

export type VerifySiweSignatureParameters = {
  /** The address written in the message (checksummed). */
  address: Address
  /** Exactly the text that was signed. */
  message: string
  signature: Hex
  /** The message's chain id; the RPC must serve this chain. */
  chainId: number
  /** RPC of the message's chain; without it only EOA signatures can be checked. */
  rpcUrl: string | undefined
}

type ChainClient = { client: PublicClient; servesChain: Promise<boolean> }
const clients = new Map<string, ChainClient>()

/**
 * One client per (RPC, chain). The RPC's own chain id is checked once: contract state read from the
 * wrong chain (a misconfigured RPC_URL_<id>) would let a contract there speak for an address here.
 */
function clientFor(rpcUrl: string, chainId: number): ChainClient {
  const key = `${chainId} ${rpcUrl}`
  let entry = clients.get(key)
  if (!entry) {
    // 10 s is the spec's JSON-RPC timeout; one retry only, a login should fail fast rather than hang.
    const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) })
    const servesChain = client.getChainId().then((id) => id === chainId)
    // A failed check is forgotten so the next login asks again (the node may just be restarting).
    servesChain.catch(() => clients.delete(key))
    entry = { client, servesChain }
    clients.set(key, entry)
  }
  return entry
}

async function recoversTo(address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address)
  } catch {
    // Not a 65-byte ECDSA signature (a contract or ERC-6492 signature): not an EOA match.
    return false
  }
}

function isTransportFailure(error: unknown): boolean {
  return (
    error instanceof ViemBaseError &&
    Boolean(error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError))
  )
}

/**
 * Checks a personal_sign signature of `message` by `address`: locally by ecrecover first (no network for
 * EOAs), then through the chain's RPC with viem's universal validator, which covers deployed contract
 * accounts (ERC-1271) and not-yet-deployed ones (ERC-6492).
 * Throws {@link BadSignatureError}, or {@link VerifierUnavailableError} when the RPC cannot be reached.
 *
 * @example
 * await verifySiweSignature({ address, message, signature, chainId: 1337, rpcUrl: 'http://127.0.0.1:8545' })
 */
export async function verifySiweSignature({
  address,
  message,
  signature,
  chainId,
  rpcUrl,
}: VerifySiweSignatureParameters): Promise<void> {
  if (await recoversTo(address, message, signature)) return
  if (!rpcUrl) throw new BadSignatureError()
  let valid: boolean
  try {
    const { client, servesChain } = clientFor(rpcUrl, chainId)
    if (!(await servesChain)) {
      console.error(
        `the RPC configured for chain ${chainId} serves another chain; contract signatures cannot be checked`,
      )
      throw new VerifierUnavailableError(new Error(`RPC for chain ${chainId} serves another chain`))
    }
    valid = await client.verifyMessage({ address, message, signature })
  } catch (error) {
    if (error instanceof VerifierUnavailableError) throw error
    if (isTransportFailure(error)) throw new VerifierUnavailableError(error)
    throw new BadSignatureError()
  }
  if (!valid) throw new BadSignatureError()
}
