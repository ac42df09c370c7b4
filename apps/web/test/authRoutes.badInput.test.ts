import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import * as loginRoute from '@/app/auth/login/route'
import { counts, expectError } from './helpers/assertions'
import { DRIVERS } from './helpers/drivers'
import { startServerFixture, type ServerFixture } from './helpers/serverFixture'
import { siweMessage } from './helpers/siwe'
import { ORIGIN, TestBrowser } from './helpers/testBrowser'

const alice = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)

describe('POST /auth/login with bad input', () => {
  let fixture: ServerFixture
  beforeAll(async () => {
    fixture = await startServerFixture(DRIVERS[0].open)
  })
  afterAll(async () => {
    await fixture.stop()
  })

  describe('bad input is a 4xx JSON error, never a 500', () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      new TestBrowser().request(loginRoute.POST, '/auth/login', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
        body,
      })

    it('malformed JSON', async () => {
      await expectError(await post('{"message": '), 400, 'BAD_JSON')
      await expectError(await post(''), 400, 'BAD_JSON')
    })

    it('a body over the cap, declared or streamed', async () => {
      const big = JSON.stringify({ message: 'x'.repeat(20_000), signature: '0x00' })
      await expectError(await post(big), 413, 'BODY_TOO_LARGE')
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
          controller.close()
        },
      })
      const streamed = await new TestBrowser().request(loginRoute.POST, '/auth/login', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit)
      await expectError(streamed, 413, 'BODY_TOO_LARGE')
    })

    it('a content type other than JSON', async () => {
      await expectError(
        await post('message=x', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      )
    })

    it('wrong types and missing fields', async () => {
      for (const body of [
        { message: 1, signature: true },
        {},
        { message: 'x' },
        { signature: '0x00' },
        [],
        null,
        'text',
        { message: 'x', signature: 'nothex' },
        { message: 'x', signature: '0xabc' },
      ]) {
        const response = await post(JSON.stringify(body))
        await expectError(response, 400, 'INVALID_REQUEST')
      }
    })

    it('a message that is not EIP-4361', async () => {
      const before = await counts(fixture.db)
      const cases = [
        'hello',
        siweMessage(alice.address, 'abcdefgh12345678').replace('Version: 1', 'Version: 2'),
        siweMessage(alice.address, 'abcdefgh12345678').replace(/Issued At: .*/, 'Issued At: 2026-13-45T99:00:00Z'),
        siweMessage(alice.address, 'abcdefgh12345678').replace(/Nonce: .*/, 'Nonce: short'),
        // A mixed-case address with a broken checksum is a corrupted address, not a lower-case one.
        siweMessage(alice.address, 'abcdefgh12345678').replace(alice.address, alice.address.replace('f39F', 'F39f')),
      ]
      for (const message of cases) {
        const body = await expectError(
          await post(JSON.stringify({ message, signature: `0x${'11'.repeat(65)}` })),
          400,
          'INVALID_MESSAGE',
        )
        expect(body.error.message).toMatch(/^Failed to verify message: not a valid EIP-4361 message/)
      }
      expect(await counts(fixture.db)).toEqual(before)
    })
  })
})
