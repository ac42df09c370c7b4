// A host page and an embedded-wallet frame page written for the tests, on two loopback origins (a third
// serves a hostile frame). The host page loads modal-core's frame entry bundled by esbuild from source.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

export type FrameHarness = {
  hostUrl: string
  /** A page running the whole modal (modal-ui from source) with email and social login through the test frame. */
  modalUrl: (frameMode?: string) => string
  frameOrigin: string
  evilOrigin: string
  close(): Promise<void>
}

// Runs in the frame page. `mode` (query) changes behaviour: never-ready, not-connected, social-ok (a
// social login that goes through a provider page and comes back), farcaster-later (the Farcaster
// approval arrives a moment after the link was asked for).
const FRAME_PAGE = `<!doctype html><html><body><script>
const mode = new URLSearchParams(location.search).get('mode')
let farcasterApprovedAt
const answer = (name, id, outcome, payload) => parent.postMessage({ type: '@w3m-frame/' + name + '_' + outcome, id, payload }, '*')
const user = { email: 'alice@example.org', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, accounts: [], userName: 'alice' }
addEventListener('message', (event) => {
  const { type, id, payload } = event.data ?? {}
  if (typeof type !== 'string' || !type.startsWith('@w3m-app/')) return
  const name = type.slice('@w3m-app/'.length)
  document.body.dataset.last = name
  switch (name) {
    case 'CONNECT_EMAIL': return answer(name, id, 'SUCCESS', { action: payload.email.startsWith('new') ? 'VERIFY_DEVICE' : 'VERIFY_OTP' })
    case 'CONNECT_OTP': return payload.otp === '000000' ? answer(name, id, 'ERROR', { message: 'Invalid code' }) : answer(name, id, 'SUCCESS')
    case 'GET_USER': return answer(name, id, 'SUCCESS', { email: 'alice@example.org', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: payload.chainId ?? 1, accounts: [] })
    case 'IS_CONNECTED':
      if (mode === 'farcaster-later') return answer(name, id, 'SUCCESS', { isConnected: farcasterApprovedAt !== undefined && Date.now() >= farcasterApprovedAt })
      return answer(name, id, 'SUCCESS', { isConnected: mode !== 'not-connected' })
    case 'GET_CHAIN_ID':
      // An answer with another id first: it must be ignored.
      answer(name, 'not-' + id, 'SUCCESS', { chainId: 999 })
      return answer(name, id, 'SUCCESS', { chainId: 1 })
    case 'SYNC_THEME': document.body.dataset.theme = payload.themeMode; return answer(name, id, 'SUCCESS')
    case 'GET_SOCIAL_REDIRECT_URI':
      if (mode === 'social-ok') return answer(name, id, 'SUCCESS', { uri: location.origin + '/social-provider?back=' + encodeURIComponent(event.origin + '/social-return?provider=' + payload.provider) })
      return answer(name, id, 'SUCCESS', { uri: 'https://auth.example.org/' + payload.provider })
    case 'CONNECT_SOCIAL':
      if (mode === 'social-ok' && payload.uri.includes('/social-return?provider=')) return answer(name, id, 'SUCCESS', user)
      return // never answers: the client's timeout must end it
    case 'CONNECT_FARCASTER':
      farcasterApprovedAt = Date.now() + 1500
      return answer(name, id, 'SUCCESS', { url: 'https://farcaster.example.org/connect?channel=1' })
    case 'RELOAD': return answer(name, id, 'ERROR', {})
    default: return answer(name, id, 'SUCCESS', {})
  }
})
// Ready a little later, so requests made at once have to wait for it.
if (mode !== 'never-ready') setTimeout(() => parent.postMessage({ type: '@w3m-frame/READY', payload: { version: 4 } }, '*'), 100)
</script></body></html>`

// A frame of another origin that pretends to be the wallet: it claims readiness and answers everything.
const EVIL_PAGE = `<!doctype html><html><body><script>
parent.postMessage({ type: '@w3m-frame/READY' }, '*')
addEventListener('message', () => {})
setInterval(() => parent.postMessage({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: 'guess', payload: { isConnected: true } }, '*'), 20)
</script></body></html>`

const HOST_PAGE = `<!doctype html><html><head><title>frame host</title></head><body><script src="/frame.js"></script></body></html>`
const MODAL_PAGE = `<!doctype html><html lang="en"><head><title>modal host</title></head><body><script src="/modal.js"></script></body></html>`
// The social provider's page (on the frame's origin, so the popup is cross-origin for a moment), which
// sends the user back to the app like a provider's redirect does.
const PROVIDER_PAGE = `<!doctype html><html><body><p>Signing in…</p><script>
setTimeout(() => location.replace(new URLSearchParams(location.search).get('back')), 300)
</script></body></html>`

// The whole modal, from modal-ui's source, configured with a project id and the test frame as the
// embedded wallet (the frame URL comes in the page's query). Every other hosted service points at a
// closed loopback port: nothing leaves 127.0.0.1.
const MODAL_ENTRY = `
import { defineModalElements } from './src/define-modal-elements.ts'
import { ethereumMainnet, initModal, openModal, connectionState, routerState, modalState, getActiveAccount } from '@agentry/modal-core'
const params = new URLSearchParams(location.search)
const closed = 'http://127.0.0.1:9'
initModal({
  networks: [{ ...ethereumMainnet, rpcUrls: { default: { http: [closed] } } }],
  projectId: 'harness',
  features: { analytics: false },
  serviceUrls: { embeddedWallet: params.get('frame'), blockchainApi: closed, walletDirectory: closed, analytics: closed },
})
defineModalElements()
document.body.append(document.createElement('agentry-modal'))
window.AgentryHarness = { openModal, connectionState, routerState, modalState, getActiveAccount }
`

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
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: 'AgentryFrame',
    write: false,
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]!.contents
  const modalUi = fileURLToPath(new URL('../../packages/modal-ui/', import.meta.url))
  const modalBundle = await build({
    stdin: { contents: MODAL_ENTRY, resolveDir: modalUi, loader: 'ts', sourcefile: 'modal-host.ts' },
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  })
  const modalScript = modalBundle.outputFiles[0]!.contents
  const html = (body: string) => (_: unknown, response: ServerResponse) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(body)
  const host = await listen((request, response) => {
    if (request.url === '/frame.js')
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    if (request.url === '/modal.js')
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(modalScript)
    if (request.url?.startsWith('/modal')) return html(MODAL_PAGE)(request, response)
    html(HOST_PAGE)(request, response)
  })
  const frame = await listen((request, response) =>
    html(request.url?.startsWith('/social-provider') ? PROVIDER_PAGE : FRAME_PAGE)(request, response),
  )
  const evil = await listen(html(EVIL_PAGE))
  return {
    hostUrl: `${host.origin}/`,
    modalUrl: (frameMode = '') =>
      `${host.origin}/modal?frame=${encodeURIComponent(`${frame.origin}/frame.html${frameMode ? `?mode=${frameMode}` : ''}`)}`,
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
