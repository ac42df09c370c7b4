// A host page and an embedded-wallet frame page written for the tests, on two loopback origins (a third
// serves a hostile frame). The host page loads modal-core's frame entry bundled by esbuild from source.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

export type FrameHarness = { hostUrl: string; frameOrigin: string; evilOrigin: string; close(): Promise<void> }

// Runs in the frame page. `mode` (query) changes behaviour: never-ready, not-connected.
const FRAME_PAGE = `<!doctype html><html><body><script>
const mode = new URLSearchParams(location.search).get('mode')
const answer = (name, id, outcome, payload) => parent.postMessage({ type: '@w3m-frame/' + name + '_' + outcome, id, payload }, '*')
addEventListener('message', (event) => {
  const { type, id, payload } = event.data ?? {}
  if (typeof type !== 'string' || !type.startsWith('@w3m-app/')) return
  const name = type.slice('@w3m-app/'.length)
  document.body.dataset.last = name
  switch (name) {
    case 'CONNECT_EMAIL': return answer(name, id, 'SUCCESS', { action: payload.email.startsWith('new') ? 'VERIFY_DEVICE' : 'VERIFY_OTP' })
    case 'CONNECT_OTP': return payload.otp === '000000' ? answer(name, id, 'ERROR', { message: 'Invalid code' }) : answer(name, id, 'SUCCESS')
    case 'GET_USER': return answer(name, id, 'SUCCESS', { email: 'alice@example.org', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: payload.chainId ?? 1, accounts: [] })
    case 'IS_CONNECTED': return answer(name, id, 'SUCCESS', { isConnected: mode !== 'not-connected' })
    case 'GET_CHAIN_ID':
      // An answer with another id first: it must be ignored.
      answer(name, 'not-' + id, 'SUCCESS', { chainId: 999 })
      return answer(name, id, 'SUCCESS', { chainId: 1 })
    case 'SYNC_THEME': document.body.dataset.theme = payload.themeMode; return answer(name, id, 'SUCCESS')
    case 'GET_SOCIAL_REDIRECT_URI': return answer(name, id, 'SUCCESS', { uri: 'https://auth.example.org/' + payload.provider })
    case 'CONNECT_SOCIAL': return // never answers: the client's timeout must end it
    case 'CONNECT_FARCASTER': return answer(name, id, 'SUCCESS', { url: 'https://farcaster.example.org/connect?channel=1' })
    case 'RELOAD': return answer(name, id, 'ERROR', {})
    default: return answer(name, id, 'SUCCESS', {})
  }
})
// Ready a little later, so requests made at once have to wait for it.
if (mode !== 'never-ready') setTimeout(() => parent.postMessage({ type: '@w3m-frame/FRAME_READY', payload: { version: 4 } }, '*'), 100)
</script></body></html>`

// A frame of another origin that pretends to be the wallet: it claims readiness and answers everything.
const EVIL_PAGE = `<!doctype html><html><body><script>
parent.postMessage({ type: '@w3m-frame/FRAME_READY' }, '*')
addEventListener('message', () => {})
setInterval(() => parent.postMessage({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: 'guess', payload: { isConnected: true } }, '*'), 20)
</script></body></html>`

const HOST_PAGE = `<!doctype html><html><head><title>frame host</title></head><body><script src="/frame.js"></script></body></html>`

const listen = async (handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; origin: string }> => {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/**
 * Starts the host, frame and hostile-frame servers. The host page exposes modal-core's frame entry as
 * `window.AgentryFrame`.
 *
 * @example
 * const harness = await startFrameHarness()
 * await page.goto(harness.hostUrl)
 */
export async function startFrameHarness(): Promise<FrameHarness> {
  const entry = fileURLToPath(new URL('../../packages/modal-core/src/frame/index.ts', import.meta.url))
  const bundle = await build({ entryPoints: [entry], bundle: true, format: 'iife', globalName: 'AgentryFrame', write: false, platform: 'browser', target: 'es2022', logLevel: 'silent' })
  const script = bundle.outputFiles[0]!.contents
  const html = (body: string) => (_: unknown, response: ServerResponse) => response.writeHead(200, { 'content-type': 'text/html' }).end(body)
  const host = await listen((request, response) => {
    if (request.url === '/frame.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    html(HOST_PAGE)(request, response)
  })
  const frame = await listen(html(FRAME_PAGE))
  const evil = await listen(html(EVIL_PAGE))
  return {
    hostUrl: `${host.origin}/`,
    frameOrigin: frame.origin,
    evilOrigin: evil.origin,
    close: async () => {
      for (const { server } of [host, frame, evil]) {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
    },
  }
}
