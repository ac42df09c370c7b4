import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { build } from 'esbuild'
import type * as FrameEntry from '../../packages/modal-core/src/frame/index.js'

// The wallet host (apps/wallet, its production build) in real Chromium, driven by modal-core's real frame
// client from a dapp page. One dapp server is reached under two origins: http://localhost:<port> is on
// WALLET_ALLOWED_ORIGINS, http://127.0.0.1:<port> is not.
const WALLET_SERVER = fileURLToPath(new URL('../../apps/wallet/dist/server.js', import.meta.url))
const FRAME_ENTRY = fileURLToPath(new URL('../../packages/modal-core/src/frame/index.ts', import.meta.url))

let dapp: Server
let dappPort: number
let wallet: ChildProcess
let walletOrigin: string

const freePort = async () => {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

test.beforeAll(async () => {
  if (!existsSync(WALLET_SERVER)) throw new Error('Build the wallet host first: pnpm --filter @agentry/wallet build')
  const bundle = await build({
    entryPoints: [FRAME_ENTRY],
    bundle: true,
    format: 'iife',
    globalName: 'AgentryFrame',
    write: false,
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]!.contents
  dapp = createServer((request, response) => {
    if (request.url === '/frame-client.js')
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><html><body><script src="/frame-client.js"></script></body></html>')
  })
  await new Promise<void>((resolve) => dapp.listen(0, '127.0.0.1', resolve))
  dappPort = (dapp.address() as AddressInfo).port
  const walletPort = await freePort()
  walletOrigin = `http://127.0.0.1:${walletPort}`
  wallet = spawn(process.execPath, [WALLET_SERVER], {
    env: {
      ...process.env,
      WALLET_PORT: String(walletPort),
      WALLET_PUBLIC_URL: walletOrigin,
      WALLET_ALLOWED_ORIGINS: `http://localhost:${dappPort}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    wallet.once('exit', (code) => reject(new Error(`wallet host exited with ${code}`)))
    wallet.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('wallet host on') && resolve())
  })
})

test.afterAll(async () => {
  wallet?.kill('SIGTERM')
  await new Promise<void>((resolve) => dapp.close(() => resolve()))
})

type Result = { readyMs: number; answers: [string, string][]; chainAfterSwitch: unknown; farcaster: string }

test('an allowed dapp gets the ready event and an answer to every request', async ({ page }) => {
  await page.goto(`http://localhost:${dappPort}/`)
  const result = await page.evaluate(async (frameUrl): Promise<Result> => {
    const { mountEmbeddedWallet, FRAME_REQUESTS } = (window as unknown as { AgentryFrame: typeof FrameEntry })
      .AgentryFrame
    const started = performance.now()
    const { client, transport } = mountEmbeddedWallet({ frameUrl, timeout: 10_000 })
    await transport.ready
    const readyMs = performance.now() - started
    const answers: [string, string][] = []
    for (const name of FRAME_REQUESTS) {
      const outcome = await transport.request(name, { chainId: 1, email: 'a@example.org', otp: '123456' }).then(
        () => 'SUCCESS',
        (error: Error) => error.name,
      )
      answers.push([name, outcome])
    }
    await client.switchNetwork({ chainId: 10 })
    const chainAfterSwitch = await client.getChainId()
    const farcaster = await client.connectFarcaster().then(
      () => 'answered',
      (error: { shortMessage?: string; message: string }) => error.shortMessage ?? error.message,
    )
    return { readyMs, answers, chainAfterSwitch, farcaster }
  }, `${walletOrigin}/frame`)
  console.info(`wallet host: frame ready ${result.readyMs.toFixed(0)} ms after mount`)
  // Every request settled with the frame's answer: a success or the frame's error, never a timeout.
  for (const [name, outcome] of result.answers)
    expect([name, outcome]).toEqual([name, expect.stringMatching(/^(SUCCESS|FrameRequestError)$/)])
  expect(Object.fromEntries(result.answers)).toMatchObject({
    GET_CHAIN_ID: 'SUCCESS',
    IS_CONNECTED: 'SUCCESS',
    GET_USER: 'FrameRequestError',
    CONNECT_FARCASTER: 'FrameRequestError',
    CONNECT_SOCIAL: 'FrameRequestError',
  })
  expect(result.chainAfterSwitch).toBe(10)
  expect(result.farcaster).toBe('Farcaster login is not offered by this wallet host')
})

test('a dapp origin not on the list gets nothing: no ready event, no answer', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${dappPort}/`)
  const outcome = await page.evaluate(async (frameUrl) => {
    const { mountEmbeddedWallet } = (window as unknown as { AgentryFrame: typeof FrameEntry }).AgentryFrame
    const { transport } = mountEmbeddedWallet({ frameUrl, timeout: 2_000 })
    const answered = await transport.request('GET_CHAIN_ID').then(
      () => 'answered',
      (error: Error) => error.name,
    )
    return { answered, isReady: transport.isReady }
  }, `${walletOrigin}/frame`)
  expect(outcome).toEqual({ answered: 'FrameTimeoutError', isReady: false })
})
