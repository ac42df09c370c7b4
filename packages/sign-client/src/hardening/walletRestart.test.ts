import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import type { PendingRequestStruct } from '../types/protocol.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { relayLab, sign } from '../test/testSession.js'

// Issue 18 item 8: a request delivered by the relay while the wallet's SignClient.init ran was emitted
// before any listener existed (lost, and the queue jammed), and a request received before a restart
// was never emitted again. Pending requests now wait for the first listener after init, as the
// official client replays its pendingRequest store after init. Our relay and clients on 127.0.0.1.

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('requests around a wallet restart (item 8)', () => {
  it('a request received before the restart is handed over again after it, and its answer reaches the dapp', async () => {
    const lab = await relayLab()
    close = lab.close
    const storage = new MemoryStorage()
    const { dapp, wallet, topic, requests } = await lab.session({ answer: false, wallet: { storage } })
    const answer = sign(dapp, topic, '0x01')
    await waitFor('the request before the restart', () => requests.length === 1)
    await wallet.close()
    const restarted = await lab.client('wallet', { storage })
    const heard: PendingRequestStruct[] = []
    restarted.on('session_request', (request) => {
      heard.push(request)
      restarted
        .respond({ topic, response: { id: request.id, jsonrpc: '2.0', result: 'signed after restart' } })
        .catch(() => undefined)
    })
    expect(await answer).toBe('signed after restart')
    expect(heard.map((request) => request.id)).toEqual([requests[0]!.id])
  })

  it('a request the relay delivers during init waits for the first listener; the queue goes on after it', async () => {
    const lab = await relayLab()
    close = lab.close
    const storage = new MemoryStorage()
    const { dapp, wallet, topic } = await lab.session({ answer: false, wallet: { storage } })
    await wallet.close()
    // Sent while the wallet is away: the relay keeps it and delivers it as the wallet subscribes in init.
    const sent = new Promise((resolve) => dapp.once('session_request_sent', resolve))
    const first = sign(dapp, topic, '0x01')
    await sent // the relay took it before the wallet comes back
    const restarted = await lab.client('wallet', { storage })
    // Handled during init (or just after): kept, but not yet handed to anyone.
    await waitFor('the request delivered by the relay', () => restarted.pendingRequest.getAll().length === 1)
    // Its handling ends in memory storage's microtasks: one macrotask later it has been handed over, or held.
    await new Promise((resolve) => setImmediate(resolve))
    restarted.on('session_request', (request) => {
      const [message] = request.params.request.params as string[]
      restarted
        .respond({ topic, response: { id: request.id, jsonrpc: '2.0', result: `signed:${message}` } })
        .catch(() => undefined)
    })
    expect(await first).toBe('signed:0x01')
    expect(await sign(dapp, topic, '0x02')).toBe('signed:0x02')
  })
})
