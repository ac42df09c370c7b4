import { describe, expect, test } from 'vitest'
import { createEmbeddedWalletClient } from './createEmbeddedWalletClient.js'
import { FRAME_REQUESTS, type FrameRequestName } from './frameProtocol.js'
import type { FrameTransport } from './frameTransport.js'
import { FRAME_USER_METHODS } from './mountEmbeddedWallet.js'

const channel = (answer: unknown) => {
  const sent: { name: FrameRequestName; payload: unknown }[] = []
  const transport: FrameTransport = {
    ready: Promise.resolve(),
    isReady: true,
    request: async <result>(name: FrameRequestName, payload?: unknown) => {
      sent.push({ name, payload })
      return answer as result
    },
    onEvent: () => () => {},
    close: () => {},
    fail: () => {},
  }
  return { transport, sent }
}

describe('EXPORT_WALLET', () => {
  test('is a protocol request; exportWallet() sends it and answers only whether the phrase was revealed', async () => {
    expect(FRAME_REQUESTS).toContain('EXPORT_WALLET')
    const { transport, sent } = channel({ revealed: true, phrase: 'never passed on' })
    const answer = await createEmbeddedWalletClient({ transport }).exportWallet()
    expect(answer).toEqual({ revealed: true })
    expect(sent).toEqual([{ name: 'EXPORT_WALLET', payload: undefined }])
    for (const odd of [{}, null, { revealed: 'yes' }])
      expect(await createEmbeddedWalletClient({ transport: channel(odd).transport }).exportWallet()).toEqual({
        revealed: false,
      })
  })

  test('the Solana signing methods show the frame while pending, as the EVM ones do', () => {
    for (const method of ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'])
      expect(FRAME_USER_METHODS.test(method)).toBe(true)
    expect(FRAME_USER_METHODS.test('wallet_getCallsStatus')).toBe(false)
  })
})
