/**
 * A local SMTP server (the `smtp-server` package: the real protocol) that keeps what it is sent, for the
 * portal's sign-in mail. Messages are parsed with `mailparser`, as a mail client would read them.
 */
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface MailStandIn {
  url: string
  messages: ParsedMail[]
  /** The next message to `to` (waits for it). */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>
  /** The sign-in link of a message. */
  linkOf(mail: ParsedMail): string
  close(): Promise<void>
}

/** `refuse`: recipients the server turns away at RCPT TO (550, quoting the address, as servers do). */
export async function startMailStandIn(
  options: { refuse?: (address: string) => boolean } = {},
): Promise<MailStandIn> {
  const messages: ParsedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (options.refuse?.(address.address))
        return done(
          Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
            responseCode: 550,
          }),
        )
      done()
    },
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail)
          for (const w of waiters.splice(0)) w()
          done()
        },
        (err: Error) => done(err),
      )
    },
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()))
  const port = (server.server.address() as { port: number }).port
  const seen = new Map<string, number>()
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to, timeoutMs = 10_000) {
      const start = Date.now()
      for (;;) {
        const from = seen.get(to) ?? 0
        const i = messages.findIndex((m, j) => j >= from && addressesOf(m).includes(to))
        if (i >= 0) {
          seen.set(to, i + 1)
          return messages[i]!
        }
        if (Date.now() - start > timeoutMs) throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
        await new Promise<void>((ok) => {
          waiters.push(ok)
          setTimeout(ok, 200)
        })
      }
    },
    linkOf(mail) {
      const m = /https?:\/\/\S+\/portal\/auth\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')
      if (!m) throw new Error('no sign-in link in the mail')
      return m[0]
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  }
}

function addressesOf(m: ParsedMail): string[] {
  const to = Array.isArray(m.to) ? m.to : m.to ? [m.to] : []
  return to.flatMap((a) => a.value.map((v) => v.address ?? ''))
}
