import nodemailer from 'nodemailer'
import { EmailRejectedError, MailUnavailableError } from '../errors.js'

/** Sends login codes. */
export type CodeMailer = {
  /** Mails `code` to `email`; throws MailUnavailableError (503) or EmailRejectedError (422). */
  sendCode(email: string, code: string): Promise<void>
  close(): void
}

export type CreateCodeMailerParameters = {
  /** `smtp://user:pass@host:port` or `smtps://…` (nodemailer's URL form). */
  smtpUrl: string
  /** The From header, e.g. `Wallet <no-reply@wallet.example.org>`. */
  from: string
  /** The host's name as users know it, in the subject and body. */
  hostName: string
}

/** Bounds on waiting for the SMTP server, so a request never hangs on it. */
export const SMTP_TIMEOUTS = { connectMs: 5_000, greetingMs: 5_000, socketMs: 10_000 } as const

/**
 * A nodemailer SMTP transport that mails login codes. A server that cannot be reached, or that answers
 * with a temporary (4xx) failure, becomes {@link MailUnavailableError}; a permanent (5xx) refusal of
 * the message becomes {@link EmailRejectedError}.
 *
 * @example
 * const mailer = createCodeMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'Wallet <no-reply@localhost>', hostName: 'localhost' })
 * await mailer.sendCode('alice@example.org', '123456')
 */
export function createCodeMailer({ smtpUrl, from, hostName }: CreateCodeMailerParameters): CodeMailer {
  const transport = nodemailer.createTransport(smtpUrl, { from })
  transport.set('connectionTimeout', SMTP_TIMEOUTS.connectMs)
  transport.set('greetingTimeout', SMTP_TIMEOUTS.greetingMs)
  transport.set('socketTimeout', SMTP_TIMEOUTS.socketMs)
  return {
    async sendCode(email, code) {
      try {
        await transport.sendMail({
          to: email,
          subject: `${code} is your sign-in code for ${hostName}`,
          text: [
            `Your sign-in code for ${hostName} is ${code}.`,
            '',
            'It is valid for 10 minutes and works once.',
            'If you did not ask for it, ignore this mail: nobody can sign in without the code.',
            '',
          ].join('\n'),
        })
      } catch (error) {
        const responseCode = (error as { responseCode?: unknown }).responseCode
        if (typeof responseCode === 'number' && responseCode >= 500) throw new EmailRejectedError(error)
        throw new MailUnavailableError(error)
      }
    },
    close: () => transport.close(),
  }
}
