import { toHex } from 'viem'
import { namehash, packetToBytes } from 'viem/ens'
import { describe, expect, test } from 'vitest'
import { ensDnsEncode, ensNamehash } from './ensNamehash.js'

const names = ['', 'eth', 'alice.eth', 'sub.alice.eth', 'ünï.eth', '💩.eth', `${'a'.repeat(300)}.eth`]

describe('ensNamehash and ensDnsEncode, as viem computes them', () => {
  test.each(names)('%j', (name) => {
    expect(ensNamehash(name)).toBe(namehash(name))
    expect(ensDnsEncode(name)).toBe(toHex(packetToBytes(name)))
  })
})
