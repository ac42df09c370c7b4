import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { utf8ToBytes } from '@noble/hashes/utils'
import { SolanaPublicKey, type SolanaPublicKeyInput } from './solanaPublicKey.js'

const MARKER = /* @__PURE__ */ utf8ToBytes('ProgramDerivedAddress')

/** Whether 32 bytes decode to a point of ed25519 (a key someone may hold the secret of). */
function isOnCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromHex(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * The program-derived address of `seeds` under `programId`, and its bump: the first bump from 255 down
 * for which sha256(seeds ‖ bump ‖ programId ‖ "ProgramDerivedAddress") is not an ed25519 point, so no
 * secret key can sign for the address and only the program can.
 *
 * @throws Error when a seed is longer than 32 bytes, there are more than 16 seeds, or no bump fits.
 * @example
 * const [address, bump] = findProgramAddress([owner.toBytes(), TOKEN_PROGRAM_ID.toBytes(), mint.toBytes()], ASSOCIATED_TOKEN_PROGRAM_ID)
 */
export function findProgramAddress(
  seeds: readonly Uint8Array[],
  programId: SolanaPublicKeyInput,
): [SolanaPublicKey, number] {
  if (seeds.length > 15) throw new Error('A program address takes at most 16 seeds (the bump is one)')
  if (seeds.some((seed) => seed.length > 32)) throw new Error('A program address seed is at most 32 bytes')
  const program = SolanaPublicKey.from(programId).toBytes()
  const length = seeds.reduce((sum, seed) => sum + seed.length, 0)
  const input = new Uint8Array(length + 1 + 32 + MARKER.length)
  let offset = 0
  for (const seed of seeds) {
    input.set(seed, offset)
    offset += seed.length
  }
  const bumpAt = offset
  input.set(program, bumpAt + 1)
  input.set(MARKER, bumpAt + 33)
  for (let bump = 255; bump > 0; bump--) {
    input[bumpAt] = bump
    const hash = sha256(input)
    if (!isOnCurve(hash)) return [SolanaPublicKey.from(hash), bump]
  }
  throw new Error('Unable to find a viable program address bump')
}
