// A Solana dapp page written for the tests: one HTML page with one module script that loads modal-ui's
// no-bundler build (`@agentry/modal-ui/browser`, as built) and configures it for the Solana test RPC.
// The site offers no Solana network, and this page is the smallest one where a person connects a
// Solana wallet, signs and sends through the real elements.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

const BROWSER_BUILD = fileURLToPath(new URL('../../packages/modal-ui/dist/browser/index.js', import.meta.url))

export type SolanaDapp = {
  /** The page for a Solana RPC, a token mint (with its decimals) and the receiver of its sends. */
  url: (query: { rpc: string; mint: string; decimals: number; receiver: string }) => string
  close(): Promise<void>
}

// The dapp's own buttons call the modal's public API: the connected wallet's adapter signs a message and
// sends an SPL token (the modal's Send view sends SOL).
const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Solana dapp</title><link rel="icon" href="data:," /></head>
  <body>
    <agentry-connect-button></agentry-connect-button>
    <button id="sign" type="button">Sign a message</button>
    <button id="send-token" type="button">Send 2.5 tokens</button>
    <output id="result" aria-live="polite"></output>
    <agentry-modal></agentry-modal>
    <script type="module">
      import { createSolanaLocalnet, getActiveAccount, getActiveNetwork, getAdapter, initModal, syncConnection, watchSolanaWallets } from '/modal-ui.js'
      const query = new URLSearchParams(location.search)
      initModal({
        networks: [createSolanaLocalnet({ rpcUrl: query.get('rpc') })],
        metadata: { name: 'Solana dapp', description: 'No bundler', url: location.origin, icons: [] },
      })
      watchSolanaWallets()
      await syncConnection()
      const result = document.querySelector('#result')
      function connected() {
        const address = getActiveAccount()?.address
        if (!address) throw new Error('Connect a wallet first')
        return { adapter: getAdapter('solana'), address }
      }
      async function show(action) {
        try {
          result.textContent = await action()
        } catch (error) {
          result.textContent = error.message
        }
      }
      document.querySelector('#sign').addEventListener('click', () =>
        show(async () => {
          const { adapter, address } = connected()
          return 'Signature: ' + (await adapter.signMessage({ message: 'Hello from a Solana dapp', address }))
        }),
      )
      document.querySelector('#send-token').addEventListener('click', () =>
        show(async () => {
          const { adapter } = connected()
          const signature = await adapter.send({
            to: query.get('receiver'),
            amount: '2.5',
            network: getActiveNetwork(),
            tokenAddress: query.get('mint'),
            decimals: Number(query.get('decimals')),
          })
          return 'Transaction: ' + signature
        }),
      )
      document.body.dataset.ready = 'true'
    </script>
  </body>
</html>`

/**
 * Serves the Solana dapp page and modal-ui's browser build on 127.0.0.1 (a free port). The build must
 * exist: `pnpm turbo run build --filter @agentry/modal-ui...`.
 *
 * @example
 * const dapp = await startSolanaDapp()
 * await page.goto(dapp.url({ rpc: rpc.url, mint, decimals: 6, receiver }))
 */
export async function startSolanaDapp(): Promise<SolanaDapp> {
  const bundle = readFileSync(BROWSER_BUILD)
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/') return void response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE)
    if (path === '/modal-ui.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle)
    response.writeHead(404).end('Not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: ({ rpc, mint, decimals, receiver }) =>
      `${origin}/?${new URLSearchParams({ rpc, mint, decimals: String(decimals), receiver })}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
