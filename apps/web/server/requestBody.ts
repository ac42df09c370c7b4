import type { IncomingMessage } from 'node:http'

/**
 * Bodies the server reads to the end and throws away when a handler answered without reading them
 * (413, 403, 405), so the connection stays usable. Larger ones are answered with `connection: close`.
 */
export const DRAIN_LIMIT_BYTES = 64 * 1024

const STREAM_HIGH_WATER_BYTES = 16 * 1024

/**
 * The request body as a web stream, read on demand. Unlike `Readable.toWeb`, cancelling it (a handler
 * that stops at its size limit) leaves the socket alone: the server still has to answer on it and
 * decide whether it can be reused ({@link settleRequestBody}).
 *
 * @example
 * new Request(url, { method: 'POST', body: requestBodyStream(req), duplex: 'half' })
 */
export function requestBodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true
  const stop = () => {
    open = false
    req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose)
    req.pause()
  }
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const onData = (chunk: Buffer) => {
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
    if ((controller.desiredSize ?? 0) <= 0) req.pause()
  }
  const onEnd = () => {
    stop()
    controller.close()
  }
  const onError = (error: Error) => {
    stop()
    controller.error(error)
  }
  // A client that goes away mid-body: 'close' without 'end'.
  const onClose = () => {
    if (open) onError(new Error('the request was aborted before its body ended'))
  }
  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController
        req.pause()
        req.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose)
      },
      pull() {
        if (open) req.resume()
      },
      cancel() {
        stop()
      },
    },
    { highWaterMark: STREAM_HIGH_WATER_BYTES, size: (chunk) => chunk.byteLength },
  )
}

/**
 * Called once the response is ready: whatever of the body the handler left unread is thrown away.
 * Returns whether the connection can be kept: yes when the body is complete or its declared length is
 * within {@link DRAIN_LIMIT_BYTES}, so draining it costs little. Otherwise the response must say
 * `connection: close`; answering keep-alive while a large upload still arrives leaves Node to reset the
 * socket, and the client's next pooled request fails with ECONNRESET.
 *
 * @example
 * const keepAlive = settleRequestBody(req)
 */
export function settleRequestBody(req: IncomingMessage): boolean {
  if (!req.readableEnded) {
    // Discards buffered and arriving bytes; Node parses the next request on the socket after the last one.
    req.removeAllListeners('data')
    req.resume()
  }
  if (req.complete) return true
  const declared = Number(req.headers['content-length'])
  return Number.isSafeInteger(declared) && declared <= DRAIN_LIMIT_BYTES
}
