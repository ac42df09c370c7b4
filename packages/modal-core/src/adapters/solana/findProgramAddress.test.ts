import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { findProgramAddress } from './findProgramAddress.js'
import { ASSOCIATED_TOKEN_PROGRAM_ID, associatedTokenAddress, TOKEN_PROGRAM_ID } from './splTokenInstructions.js'

const web3Program = (key: { toBytes(): Uint8Array }) => new PublicKey(key.toBytes())

describe('findProgramAddress: the address and bump @solana/web3.js derives', () => {
  test('associated token accounts of random owners and mints', () => {
    for (let round = 0; round < 25; round++) {
      const owner = Keypair.generate().publicKey
      const mint = Keypair.generate().publicKey
      const [expected, expectedBump] = PublicKey.findProgramAddressSync(
        [owner.toBuffer(), web3Program(TOKEN_PROGRAM_ID).toBuffer(), mint.toBuffer()],
        web3Program(ASSOCIATED_TOKEN_PROGRAM_ID),
      )
      const [address, bump] = findProgramAddress(
        [owner.toBytes(), TOKEN_PROGRAM_ID.toBytes(), mint.toBytes()],
        ASSOCIATED_TOKEN_PROGRAM_ID,
      )
      expect(address.toBase58()).toBe(expected.toBase58())
      expect(bump).toBe(expectedBump)
      expect(associatedTokenAddress(owner.toBase58(), mint).toBase58()).toBe(expected.toBase58())
    }
  })

  test("a known one: USDC's mint and a fixed owner", () => {
    const owner = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    const usdc = 'EPjFWdd5AufqSSqeM2qJ1JzybapC8G4wEGGkZwyTDt1v'
    const [expected] = PublicKey.findProgramAddressSync(
      [new PublicKey(owner).toBuffer(), web3Program(TOKEN_PROGRAM_ID).toBuffer(), new PublicKey(usdc).toBuffer()],
      web3Program(ASSOCIATED_TOKEN_PROGRAM_ID),
    )
    expect(associatedTokenAddress(owner, usdc).toBase58()).toBe(expected.toBase58())
  })

  test('seeds that skip bumps (the first hashes land on the curve) still match, and other seed shapes', () => {
    const program = Keypair.generate().publicKey
    let skipped = 0
    for (let round = 0; round < 40; round++) {
      const seeds = [new TextEncoder().encode(`seed ${round}`), new Uint8Array(round % 33)]
      const [expected, expectedBump] = PublicKey.findProgramAddressSync(seeds, program)
      const [address, bump] = findProgramAddress(seeds, program)
      expect([address.toBase58(), bump]).toEqual([expected.toBase58(), expectedBump])
      if (bump < 255) skipped++
    }
    // About half of all hashes are curve points: some rounds must have skipped the first bump.
    expect(skipped).toBeGreaterThan(0)
  })

  test('a seed over 32 bytes or too many seeds are refused', () => {
    const program = Keypair.generate().publicKey
    expect(() => findProgramAddress([new Uint8Array(33)], program)).toThrowErrorMatchingInlineSnapshot(
      `[Error: A program address seed is at most 32 bytes]`,
    )
    expect(() =>
      findProgramAddress(
        Array.from({ length: 16 }, () => new Uint8Array(1)),
        program,
      ),
    ).toThrowErrorMatchingInlineSnapshot(`[Error: A program address takes at most 16 seeds (the bump is one)]`)
  })
})
