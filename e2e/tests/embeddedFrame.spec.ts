import { expect, test, type Page } from '@playwright/test'
import type * as FrameEntry from '../../packages/modal-core/src/frame/index.js'
import { startFrameHarness, type FrameHarness } from '../frame/frameHarness'

// The embedded wallet's window-message protocol in real Chromium, against a frame page written for the
// tests on another origin (spec section 7). The host page runs modal-core's frame entry from source.
let harness: FrameHarness
test.beforeAll(async () => {
  harness = await startFrameHarness()
})
test.afterAll(async () => {
  await harness.close()
})

type Outcome = { ok: true; value: unknown } | { ok: false; name: string; message: string }

/** Mounts the wallet frame (`mode` for the test frame) in the host page and runs `script` with `client` and `transport` in scope. */
async function inPage(page: Page, script: string, mode = '', timeout = 1500): Promise<Outcome> {
  await page.goto(harness.hostUrl)
  return page.evaluate(
    async ({ frameUrl, script, timeout }) => {
      const { mountEmbeddedWallet, frameState } = (window as unknown as { AgentryFrame: typeof FrameEntry })
        .AgentryFrame
      const mounted = mountEmbeddedWallet({ frameUrl, timeout })
      Object.assign(window, { mounted, frameState })
      try {
        // The test's own script, run in the page.
        const run = new Function('client', 'transport', 'frameState', `return (async () => { ${script} })()`) as (
          ...args: unknown[]
        ) => Promise<unknown>
        return { ok: true as const, value: await run(mounted.client, mounted.transport, frameState) }
      } catch (error) {
        return {
          ok: false as const,
          name: (error as Error).name,
          message: (error as { shortMessage?: string }).shortMessage ?? (error as Error).message,
        }
      }
    },
    { frameUrl: `${harness.frameOrigin}/frame.html${mode ? `?mode=${mode}` : ''}`, script, timeout },
  )
}

test.describe('embedded wallet frame', () => {
  test('requests made before the ready event wait for it, then get their own answers', async ({ page }) => {
    const outcome = await inPage(
      page,
      `
      const early = client.getUser({ chainId: 1337 })
      const readyBefore = transport.isReady
      const user = await early
      return { readyBefore, readyAfter: frameState.ready, user, chainId: await client.getChainId() }
    `,
    )
    expect(outcome).toEqual({
      ok: true,
      value: {
        readyBefore: false,
        readyAfter: true,
        user: expect.objectContaining({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1337 }),
        chainId: 1,
      },
    })
  })

  test("email: VERIFY_OTP, then a 30 s cooldown with the seconds left; a bad code is the frame's message", async ({
    page,
  }) => {
    expect(await inPage(page, `return client.connectEmail({ email: 'alice@example.org' })`)).toEqual({
      ok: true,
      value: { action: 'VERIFY_OTP' },
    })
    expect(await inPage(page, `return client.connectEmail({ email: 'alice@example.org' })`)).toEqual({
      ok: false,
      name: 'EmailCooldownError',
      message: expect.stringMatching(/^Please try again after (29|30) seconds$/),
    })
    expect(await inPage(page, `return client.connectOtp({ otp: '000000' })`)).toEqual({
      ok: false,
      name: 'FrameRequestError',
      message: 'Invalid code',
    })
    expect(await inPage(page, `return client.connectOtp({ otp: '123456' })`)).toMatchObject({ ok: true })
  })

  for (const [what, script, message] of [
    ['an email without a domain', `return client.connectEmail({ email: 'alice@' })`, 'Invalid email'],
    ['a code that is not a string', `return client.connectOtp({ otp: 123456 })`, 'Invalid code'],
    [
      'a social provider the wallet does not allow',
      `return client.getSocialRedirectUri({ provider: 'farcaster' })`,
      'This login method is not available',
    ],
    [
      'a theme that is neither light nor dark',
      `return client.syncTheme({ themeMode: 'blue' })`,
      'Theme mode must be light or dark',
    ],
  ]) {
    test(`refused before sending: ${what}`, async ({ page }) => {
      expect(await inPage(page, `await transport.ready; ${script}`)).toEqual({
        ok: false,
        name: 'InvalidFrameInputError',
        message,
      })
      expect(await page.frames()[1]!.evaluate(() => document.body.dataset.last ?? 'nothing')).toBe('nothing')
    })
  }

  test('an error reply without a message is An error occurred', async ({ page }) => {
    expect(await inPage(page, `return client.reload()`)).toEqual({
      ok: false,
      name: 'FrameRequestError',
      message: 'An error occurred',
    })
  })

  test('a request the frame never answers times out (social login)', async ({ page }) => {
    expect(
      await inPage(page, `return client.connectSocial({ uri: 'https://auth.example.org/callback' })`, '', 300),
    ).toEqual({ ok: false, name: 'FrameTimeoutError', message: 'Something went wrong' })
  })

  test('a frame that never becomes ready: requests fail at their timeout; a hostile frame cannot stand in', async ({
    page,
  }) => {
    const outcome = await inPage(
      page,
      `
      const evil = document.createElement('iframe')
      evil.src = '${'${EVIL}'}/'
      document.body.appendChild(evil)
      const started = Date.now()
      try { await client.isConnected() } catch (error) { return { name: error.name, ready: transport.isReady, waited: Date.now() - started >= 250 } }
    `.replace('${EVIL}', harness.evilOrigin),
      'never-ready',
      300,
    )
    expect(outcome).toEqual({ ok: true, value: { name: 'FrameTimeoutError', ready: false, waited: true } })
  })

  test('not connected: the email login cache is cleared; so on sign out', async ({ page }) => {
    const cache = `return JSON.parse(localStorage.getItem('@agentry/emailLoginCache') ?? 'null')`
    await inPage(page, `await client.connectEmail({ email: 'bob@example.org' })`, 'not-connected')
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('@agentry/emailLoginCache') ?? 'null') as unknown),
    ).toMatchObject({ value: { email: 'bob@example.org' } })
    expect(
      await inPage(
        page,
        `const connected = await client.isConnected(); ${cache.replace('return ', 'return { connected, cache: ')} }`,
        'not-connected',
      ),
    ).toEqual({ ok: true, value: { connected: false, cache: null } })
    await page.evaluate(() => localStorage.clear())
    await inPage(page, `await client.getUser({})`)
    expect(await inPage(page, `await client.signOut(); ${cache}`)).toEqual({ ok: true, value: null })
  })

  test('theme sync reaches the frame; Farcaster gives its URL', async ({ page }) => {
    expect(
      await inPage(page, `await client.syncTheme({ themeMode: 'light' }); return client.connectFarcaster()`),
    ).toEqual({ ok: true, value: { url: 'https://farcaster.example.org/connect?channel=1' } })
    expect(await page.frames()[1]!.evaluate(() => document.body.dataset.theme)).toBe('light')
  })
})
