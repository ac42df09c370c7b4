import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { init, parse } from 'es-module-lexer'
import { beforeAll, expect, test } from 'vitest'

// Checks the built browser bundle (`pnpm build` runs before the tests, see turbo.json).
// (Node's path helpers: happy-dom's URL, global in this environment, refuses file URLs.)
const browserDir = join(dirname(fileURLToPath(import.meta.url)), '../dist/browser')
const files = () => readdirSync(browserDir).filter((name) => name.endsWith('.js'))

/** Every import of a module: static, re-export and dynamic (with a string literal) alike. */
function importsOf(source: string): string[] {
  const [imports] = parse(source)
  return imports.map((entry) => entry.n).filter((name): name is string => name !== undefined)
}

beforeAll(async () => {
  await init
})

test('the browser build is one module per entry', () => {
  expect(files()).toEqual(['index.js'])
})

test('no bare import specifier is left: a page loads it with no import map', () => {
  for (const file of files()) {
    const bare = importsOf(readFileSync(join(browserDir, file), 'utf8')).filter(
      (name) => !name.startsWith('./') && !name.startsWith('../'),
    )
    expect(bare, file).toEqual([])
  }
})

test('the module defines the elements and exports the core API it renders', async () => {
  const browser = (await import(/* @vite-ignore */ join(browserDir, 'index.js'))) as Record<string, unknown>
  expect(customElements.get('agentry-modal')).toBe(browser.AgentryModalElement)
  expect(customElements.get('agentry-connect-button')).toBe(browser.AgentryConnectButton)
  for (const name of ['initModal', 'openModal', 'watchInjectedConnectors', 'syncConnection', 'setUpWalletConnect'])
    expect(typeof browser[name], name).toBe('function')
})

test('the module exports the Solana adapter and its Wallet Standard discovery', async () => {
  const browser = (await import(/* @vite-ignore */ join(browserDir, 'index.js'))) as Record<string, unknown>
  for (const name of ['createSolanaAdapter', 'watchSolanaWallets', 'solanaConnectorId', 'createSolanaLocalnet'])
    expect(typeof browser[name], name).toBe('function')
  expect(browser.solanaMainnet).toMatchObject({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
})
