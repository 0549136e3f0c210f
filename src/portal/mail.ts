/**
 * The portal's mail: sign-in links. Through SMTP (nodemailer, SMTP_URL) when configured; else, outside
 * production, the link is written to the server's log for local use (the address is not).
 */
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  readonly description: string
  send(message: MailMessage, logLink: string): Promise<void>
  close(): void
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  const host = new URL(url).host
  return {
    description: `SMTP at ${host}`,
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
    close: () => transport.close(),
  }
}

/** No SMTP server: the link goes to the log, for a developer running the server on their machine. */
export function logMailer(log: (obj: object, msg: string) => void): Mailer {
  return {
    description: 'the server log (SMTP_URL unset)',
    async send(_message, link) {
      log(
        { signInLink: link },
        'portal sign-in link (SMTP_URL is not set, so it is written here instead of sent)',
      )
    },
    close: () => {},
  }
}
