import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { startWebApp } from '@agentry/test-utils'

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url))

test.describe('server start-up', () => {
  test('a bad configuration stops the server with a clear message instead of serving 500s', async () => {
    const started = startWebApp({ appDir: WEB_DIR, env: { SESSION_SECRET: 'too-short' } })
    await expect(started).rejects.toThrow(/exited with 1[\s\S]*SESSION_SECRET/)
  })
})
