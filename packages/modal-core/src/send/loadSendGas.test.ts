import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startAnvil, type Anvil } from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { initModal } from '../flows/initModal.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { resetAllState } from '../resetAllState.js'
import { loadSendGas } from './loadSendGas.js'
import { sendState } from './sendState.js'

// A node on 127.0.0.1 that takes every request and answers none (held until the server closes).
let anvil: Anvil
let silent: Server
const held: ServerResponse[] = []
beforeAll(async () => {
  anvil = await startAnvil()
  silent = createServer((_request, response) => void held.push(response))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  for (const response of held) response.destroy()
  await new Promise<void>((resolve) => silent.close(() => resolve()))
  await anvil.stop()
})
afterEach(() => resetAllState())
const silentUrl = () => `http://127.0.0.1:${(silent.address() as AddressInfo).port}`

describe('loadSendGas on eip155', () => {
  test('the gas price from the chain; the fee is not unavailable', async () => {
    initModal({ networks: [createLocalDevChain({ rpcUrl: anvil.rpcUrl })] })
    await loadSendGas()
    expect(BigInt(sendState.gasPrice ?? 0)).toBeGreaterThan(0n)
    expect(sendState.feeUnavailable).toBe(false)
  })

  test('a node that never answers: the fee is unavailable once the bound has passed, not estimating forever', async () => {
    initModal({ networks: [createLocalDevChain({ rpcUrl: silentUrl() })] })
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const started = Date.now()
    try {
      await loadSendGas({ timeout: 300 })
    } finally {
      info.mockRestore()
    }
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(held.length).toBeGreaterThan(0)
    expect(sendState).toMatchObject({ gasPrice: undefined, feeUnavailable: true })
  })
})
