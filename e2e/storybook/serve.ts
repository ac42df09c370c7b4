import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { STORYBOOK_STATIC, readStoryIds } from './static-build.js'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

/**
 * Playwright global setup: serves the static Storybook on 127.0.0.1 (a free port) and hands its address
 * to the tests in STORYBOOK_URL. Returns the teardown that closes the server.
 *
 * @example
 * // playwright.storybook.config.ts
 * globalSetup: './storybook/serve.ts'
 */
export default async function serveStorybook(): Promise<() => Promise<void>> {
  readStoryIds() // fails early, with the command to run, when there is no build
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    const file = normalize(join(STORYBOOK_STATIC, path.endsWith('/') ? `${path}index.html` : path))
    if (!file.startsWith(STORYBOOK_STATIC)) {
      response.writeHead(403).end()
      return
    }
    try {
      if (!statSync(file).isFile()) throw new Error('not a file')
    } catch {
      response.writeHead(404).end()
      return
    }
    // Cached for the run: each story reloads the preview page, and its bundle need not come again.
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'max-age=3600',
    })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.STORYBOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
}
