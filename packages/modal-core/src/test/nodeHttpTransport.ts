import { request } from 'node:http'
import { custom, type CustomTransport } from 'viem'

/**
 * A viem transport over node:http instead of fetch. Tests that fake `setTimeout` use it: fetch's own
 * timers would then be fake ones too and mix with the timers under test.
 */
export function nodeHttpTransport(url: string): CustomTransport {
  let id = 0
  return custom(
    {
      request: ({ method, params }: { method: string; params?: unknown }) => {
        const body = JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] })
        return new Promise((resolve, reject) => {
          const req = request(
            url,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            },
            (res) => {
              let text = ''
              res.setEncoding('utf8')
              res.on('data', (chunk: string) => (text += chunk))
              res.on('end', () => {
                const answer = JSON.parse(text) as { result?: unknown; error?: { code: number; message: string } }
                if (answer.error) reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }))
                else resolve(answer.result)
              })
            },
          )
          req.on('error', reject)
          req.end(body)
        })
      },
    },
    { retryCount: 0 },
  )
}
