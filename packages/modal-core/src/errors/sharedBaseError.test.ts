import { RelayClusterError, startRelay } from '@agentry/relay'
import { parsePairingUri, SignClient } from '@agentry/sign-client'
import { BaseError as SharedBaseError } from '@agentry/sign-client/errors'
import { createServer } from 'node:net'
import { describe, expect, test } from 'vitest'
import { parseCaipAddress } from '../networks/parseCaipAddress.js'
import { BaseError } from './BaseError.js'
import { SendTransactionFailedError } from './walletErrors.js'

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

const caught = async (run: () => unknown): Promise<unknown> => {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('one BaseError shape across the packages', () => {
  test("modal-core, sign-client and relay errors are all the sign-client's BaseError, with its fields", async () => {
    const port = await closedPort()
    const errors = {
      modalCore: await caught(() => parseCaipAddress('eip155:1:nope')),
      signClientUri: await caught(() => parsePairingUri('nope')),
      signClientInit: await caught(() => SignClient.init({ relayUrl: 'https://relay.example' } as never)),
      relay: await caught(() => startRelay({ redisUrl: `redis://127.0.0.1:${port}` })),
    }
    expect(errors.modalCore).toBeInstanceOf(BaseError)
    expect(errors.relay).toBeInstanceOf(RelayClusterError)
    for (const error of Object.values(errors)) {
      expect(error).toBeInstanceOf(SharedBaseError)
      const { shortMessage, code, details, walk } = error as SharedBaseError
      expect(typeof shortMessage).toBe('string')
      expect((error as Error).message.startsWith(shortMessage)).toBe(true)
      expect(['string', 'number']).toContain(typeof code)
      expect(['string', 'undefined']).toContain(typeof details)
      expect(walk).toBe(SharedBaseError.prototype.walk)
    }
    expect(errors.modalCore).toMatchObject({
      shortMessage: 'Invalid CAIP-10 address: eip155:1:nope',
      code: 'CAIP_ADDRESS_INVALID',
    })
    expect(errors.signClientInit).toMatchObject({
      name: 'InvalidRelayUrlError',
      shortMessage: 'relayUrl must be a ws:// or wss:// URL.',
      code: 'INVALID_RELAY_URL',
      details: 'got "https://relay.example"',
    })
  })

  test('a modal-core error walks through causes of the other packages', async () => {
    const port = await closedPort()
    const relayError = await caught(() => startRelay({ redisUrl: `redis://127.0.0.1:${port}` }))
    const error = new SendTransactionFailedError({ cause: relayError })
    expect(error.shortMessage).toBe('Something went wrong')
    expect(error.details).toBe((relayError as Error).message)
    expect(error.walk((cause) => cause instanceof RelayClusterError)).toBe(relayError)
    expect(error.walk((cause) => cause instanceof RangeError)).toBeNull()
  })
})
