import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { placeSolanaSignature } from './placeSolanaSignature.js'

describe('placeSolanaSignature', () => {
  const payer = Keypair.generate()
  const transfer = () =>
    new Transaction({
      feePayer: payer.publicKey,
      blockhash: base58.encode(new Uint8Array(32).fill(3)),
      lastValidBlockHeight: 1,
    })
      .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 5 }))
      .serialize({ requireAllSignatures: false, verifySignatures: false })

  it('signs a copy: the Buffer web3.js serialises to is left as it was', () => {
    const unsigned = transfer()
    const before = Uint8Array.from(unsigned)
    const signature = payer.secretKey.slice(0, 32)
    const signed = placeSolanaSignature({
      transaction: unsigned,
      publicKey: payer.publicKey.toBytes(),
      signature: ed25519.sign(Transaction.from(unsigned).serializeMessage(), signature),
    })
    expect(Uint8Array.from(unsigned)).toEqual(before)
    expect(Transaction.from(signed).verifySignatures()).toBe(true)
  })

  it('refuses bytes that are no transaction and signatures of the wrong size', () => {
    const unsigned = transfer()
    const publicKey = payer.publicKey.toBytes()
    expect(() => placeSolanaSignature({ transaction: unsigned, publicKey, signature: new Uint8Array(63) })).toThrow(
      'a signature has 64 bytes, not 63',
    )
    expect(() =>
      placeSolanaSignature({ transaction: unsigned.subarray(0, 60), publicKey, signature: new Uint8Array(64) }),
    ).toThrow('the transaction has no message header')
    expect(() =>
      placeSolanaSignature({
        transaction: new Uint8Array([0xff, 0xff, 0xff]),
        publicKey,
        signature: new Uint8Array(64),
      }),
    ).toThrow('a length takes more than 3 bytes')
  })
})
