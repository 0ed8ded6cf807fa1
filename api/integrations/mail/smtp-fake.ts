/**
 * A local SMTP server for tests, enough of RFC 5321 for nodemailer: greeting, EHLO with AUTH
 * PLAIN/LOGIN, MAIL, RCPT, DATA, RSET, QUIT. It keeps what it receives; a recipient whose address
 * starts with `refused` is refused (550), as a real server refuses an unknown mailbox.
 */
import type { Socket } from 'bun'

export interface ReceivedMail {
  from: string
  to: string[]
  /** The message as sent: headers, a blank line, the body (dot-stuffing undone). */
  data: string
  /** `user:password` of AUTH, if the client signed in. */
  auth: string | null
}

export interface FakeSmtpServer {
  port: number
  url: (credentials?: string) => string
  received: ReceivedMail[]
  stop(): void
}

interface Session {
  buffer: string
  mode: 'command' | 'data' | 'auth-login-user' | 'auth-login-pass'
  from: string
  to: string[]
  data: string[]
  auth: string | null
  loginUser: string
}

export function startFakeSmtpServer(): FakeSmtpServer {
  const received: ReceivedMail[] = []
  let nextId = 1
  const server = Bun.listen<Session>({
    hostname: '127.0.0.1',
    port: 0,
    socket: {
      open(socket) {
        socket.data = { buffer: '', mode: 'command', from: '', to: [], data: [], auth: null, loginUser: '' }
        socket.write('220 fake.smtp.test ESMTP ready\r\n')
      },
      data(socket, chunk) {
        const session = socket.data
        session.buffer += chunk.toString('utf8')
        let end: number
        while ((end = session.buffer.indexOf('\r\n')) >= 0) {
          const line = session.buffer.slice(0, end)
          session.buffer = session.buffer.slice(end + 2)
          handleLine(socket, session, line)
        }
      },
    },
  })

  function handleLine(socket: Socket<Session>, s: Session, line: string) {
    const reply = (text: string) => socket.write(`${text}\r\n`)
    if (s.mode === 'data') {
      if (line === '.') {
        received.push({ from: s.from, to: s.to, data: s.data.join('\r\n'), auth: s.auth })
        s.mode = 'command'
        s.from = ''
        s.to = []
        s.data = []
        return reply(`250 2.0.0 Ok: queued as FAKE${nextId++}`)
      }
      s.data.push(line.startsWith('..') ? line.slice(1) : line)
      return
    }
    if (s.mode === 'auth-login-user') {
      s.loginUser = Buffer.from(line, 'base64').toString()
      s.mode = 'auth-login-pass'
      return reply(`334 ${Buffer.from('Password:').toString('base64')}`)
    }
    if (s.mode === 'auth-login-pass') {
      s.auth = `${s.loginUser}:${Buffer.from(line, 'base64').toString()}`
      s.mode = 'command'
      return reply('235 2.7.0 Authentication successful')
    }
    const verb = line.slice(0, 4).toUpperCase()
    if (verb === 'EHLO' || verb === 'HELO') return socket.write('250-fake.smtp.test\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n')
    if (verb === 'AUTH') {
      const [, method, initial] = line.split(' ')
      if (method?.toUpperCase() === 'PLAIN') {
        const [, user, pass] = Buffer.from(initial ?? '', 'base64').toString().split('\0')
        s.auth = `${user}:${pass}`
        return reply('235 2.7.0 Authentication successful')
      }
      s.mode = 'auth-login-user'
      return reply(`334 ${Buffer.from('Username:').toString('base64')}`)
    }
    if (verb === 'MAIL') {
      s.from = /<([^>]*)>/.exec(line)?.[1] ?? ''
      return reply('250 2.1.0 Ok')
    }
    if (verb === 'RCPT') {
      const to = /<([^>]*)>/.exec(line)?.[1] ?? ''
      if (to.startsWith('refused')) return reply('550 5.1.1 No such mailbox here')
      s.to.push(to)
      return reply('250 2.1.5 Ok')
    }
    if (verb === 'DATA') {
      if (!s.to.length) return reply('554 5.5.1 No valid recipients')
      s.mode = 'data'
      return reply('354 End data with <CR><LF>.<CR><LF>')
    }
    if (verb === 'RSET') {
      s.from = ''
      s.to = []
      return reply('250 2.0.0 Ok')
    }
    if (verb === 'NOOP') return reply('250 2.0.0 Ok')
    if (verb === 'QUIT') {
      reply('221 2.0.0 Bye')
      return socket.end()
    }
    return reply('502 5.5.2 Command not recognized')
  }

  return {
    port: server.port,
    url: (credentials) => `smtp://${credentials ? `${credentials}@` : ''}127.0.0.1:${server.port}`,
    received,
    stop: () => server.stop(true),
  }
}
