import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { build } from 'esbuild'
import type * as Seed from '../../apps/wallet/src/keys/seed.js'
import type * as SeedShares from '../../apps/wallet/src/keys/seedShares.js'
import type * as DeviceShare from '../../apps/wallet/src/keys/deviceShare.js'
import type * as IndexedDbStore from '../../apps/wallet/src/keys/createIndexedDbDeviceShareStore.js'
import type * as EvmAccount from '../../apps/wallet/src/keys/deriveEvmAccount.js'
import type * as SolanaAccount from '../../apps/wallet/src/keys/deriveSolanaAccount.js'
import type * as RecoveryKey from '../../apps/wallet/src/keys/recoveryKey.js'
import type * as SealBytes from '../../apps/wallet/src/keys/sealBytes.js'

// The wallet host's key library (apps/wallet/src/keys) in real Chromium: browser WebCrypto, and the device
// share in IndexedDB with its non-extractable key, read back after a reload. Served from localhost, a
// secure context as the host's origin is.
const KEYS_DIR = fileURLToPath(new URL('../../apps/wallet/src/keys/', import.meta.url))
const MODULES = [
  'seed',
  'seedShares',
  'deviceShare',
  'createIndexedDbDeviceShareStore',
  'deriveEvmAccount',
  'deriveSolanaAccount',
  'recoveryKey',
  'sealBytes',
] as const

type Keys = typeof Seed &
  typeof SeedShares &
  typeof DeviceShare &
  typeof IndexedDbStore &
  typeof EvmAccount &
  typeof SolanaAccount &
  typeof RecoveryKey &
  typeof SealBytes

const ABANDON = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

let server: Server
let origin: string

test.beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: MODULES.map((name) => `export * from './${name}.js'`).join('\n'),
      resolveDir: KEYS_DIR,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'AgentryKeys',
    write: false,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]!.contents
  server = createServer((request, response) => {
    if (request.url === '/keys.js')
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><html><body><script src="/keys.js"></script></body></html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://localhost:${(server.address() as AddressInfo).port}`
})

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('derives the vector addresses, and keeps the device share in IndexedDB under a key that cannot be exported', async ({
  page,
}) => {
  await page.goto(`${origin}/`)
  const first = await page.evaluate(async (phrase) => {
    const keys = (window as unknown as { AgentryKeys: Keys }).AgentryKeys
    const entropy = keys.mnemonicToSeedEntropy(phrase)
    const evm = await keys.deriveEvmAccount(entropy)
    const solana = await keys.deriveSolanaAccount(entropy)
    const shares = await keys.splitSeed(entropy)
    const store = keys.createIndexedDbDeviceShareStore()
    await keys.saveDeviceShare(store, 'alice@example.org', shares.device)
    const record = (await store.get('alice@example.org'))!
    const exported = await crypto.subtle.exportKey('raw', record.key).then(
      () => 'exported',
      (error: Error) => error.name,
    )
    // The recovery code's key, in the browser's WebCrypto.
    const code = keys.createRecoveryCode()
    const sealed = await keys.sealBytes(await keys.recoveryKeyFromCode(code), shares.recovery, 'ctx')
    const reopened = await keys.openSealedBytes(await keys.recoveryKeyFromCode(code), sealed, 'ctx', 'recovery')
    const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
    return {
      evm: evm.address,
      solana: solana.address,
      extractable: record.key.extractable,
      keyType: Object.prototype.toString.call(record.key),
      exported,
      recoveryRoundTrip: hex(reopened) === hex(shares.recovery),
      auth: hex(shares.auth),
    }
  }, ABANDON)
  expect(first).toMatchObject({
    evm: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    extractable: false,
    keyType: '[object CryptoKey]',
    exported: 'InvalidAccessError',
    recoveryRoundTrip: true,
  })

  // A new page load (nothing in memory): the share comes back from IndexedDB and, with the auth share, the seed.
  await page.reload()
  const seedHex = await page.evaluate(async (authHex) => {
    const keys = (window as unknown as { AgentryKeys: Keys }).AgentryKeys
    const store = keys.createIndexedDbDeviceShareStore()
    const device = await keys.loadDeviceShare(store, 'alice@example.org')
    const auth = Uint8Array.from(authHex.match(/../g)!, (byte) => parseInt(byte, 16))
    const seed = await keys.combineSeedShares([device, auth])
    const missing = await keys.loadDeviceShare(store, 'bob@example.org').then(
      () => 'found',
      (error: { code: string }) => error.code,
    )
    return { seed: Array.from(seed, (b) => b.toString(16).padStart(2, '0')).join(''), missing }
  }, first.auth)
  expect(seedHex).toEqual({ seed: '00'.repeat(16), missing: 'DEVICE_SHARE_MISSING' })
})
