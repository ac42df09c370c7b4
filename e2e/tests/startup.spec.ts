import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { freePort, startWebApp } from '@agentry/test-utils'

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url))

test.describe('server start-up', () => {
  test('a bad configuration stops the server with a clear message instead of serving 500s', async () => {
    const started = startWebApp({ appDir: WEB_DIR, env: { SESSION_SECRET: 'too-short' } })
    await expect(started).rejects.toThrow(/exited with 1[\s\S]*SESSION_SECRET/)
  })

  test('a port already in use is said plainly', async () => {
    const port = await freePort()
    const squatter = createServer().listen(port, '127.0.0.1')
    try {
      await expect(startWebApp({ appDir: WEB_DIR, port })).rejects.toThrow(
        `127.0.0.1:${port} is already in use: stop what runs there, or set PORT`,
      )
    } finally {
      squatter.close()
    }
  })
})
