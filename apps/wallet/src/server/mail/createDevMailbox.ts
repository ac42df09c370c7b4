import { SMTPServer } from 'smtp-server'

/** One mail the development SMTP server received. */
export type DevMail = { id: number; receivedAt: string; from: string; to: string[]; subject: string; text: string }

export type DevMailbox = {
  /** The newest first; with `to`, only mails to that address. */
  list(to?: string): DevMail[]
  /** Starts listening on 127.0.0.1:`port` (0 for any); resolves the port. */
  listen(port: number): Promise<number>
  close(): Promise<void>
}

const MAX_MAILS = 200
const MAX_MESSAGE_BYTES = 256 * 1024

/** Undoes quoted-printable (RFC 2045): soft line breaks and =XX bytes. */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** The subject and plain text of a simple single-part message, as nodemailer writes login codes. */
function readMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split + 4)
  const header = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? ''
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n') }
}

/**
 * A development SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps the last 200 mails in
 * memory, for the host's local inbox page: in `npm run local` no mail leaves the machine. It accepts any
 * sender and recipient without authentication, so it listens on loopback only.
 *
 * @example
 * const mailbox = createDevMailbox()
 * const port = await mailbox.listen(2525)
 * mailbox.list('alice@example.org')[0]?.subject
 */
export function createDevMailbox(): DevMailbox {
  const mails: DevMail[] = []
  let next = 1
  const server = new SMTPServer({
    authOptional: true,
    // No TLS on loopback: a self-signed certificate would only make clients refuse it.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }))
        const envelope = session.envelope
        mails.unshift({
          id: next++,
          receivedAt: new Date().toISOString(),
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          ...readMessage(Buffer.concat(chunks).toString('latin1')),
        })
        mails.length = Math.min(mails.length, MAX_MAILS)
        callback()
      })
    },
  })
  return {
    list: (to) => (to === undefined ? [...mails] : mails.filter((mail) => mail.to.includes(to.toLowerCase()))),
    listen: (port) =>
      new Promise((resolve, reject) => {
        server.server.once('error', reject)
        server.listen(port, '127.0.0.1', () => {
          server.server.off('error', reject)
          const address = server.server.address()
          resolve(typeof address === 'object' && address ? address.port : port)
        })
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
