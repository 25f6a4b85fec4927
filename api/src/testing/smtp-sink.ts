import net from 'node:net';

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** The raw messages accepted so far (RFC 822, dot-unstuffed). */
  messages: string[];
  /** While false, every mail is refused with a temporary error (451), as a mail server that is down. */
  accepting: boolean;
  close(): Promise<void>;
}

/**
 * A small real SMTP server on a loopback port, for tests of what the API does when mail fails and
 * recovers: it speaks enough SMTP for nodemailer (EHLO, MAIL, RCPT, DATA, RSET, QUIT) and keeps
 * what it accepts. No authentication, no TLS: the test's SMTP_URL says so.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<net.Socket>();
  const sink: SmtpSink = { url: '', messages: [], accepting: true, close: async () => undefined };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string[] | null = null;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data) {
          if (line === '.') {
            sink.messages.push(data.join('\r\n'));
            data = null;
            say('250 2.0.0 queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 sink.test');
        else if (verb === 'MAIL') say(sink.accepting ? '250 2.1.0 ok' : '451 4.3.0 mail server busy, try again later');
        else if (verb === 'RCPT') say('250 2.1.5 ok');
        else if (verb === 'DATA') {
          data = [];
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') say('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          say('221 2.0.0 bye');
          socket.end();
        } else say('502 5.5.2 command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return sink;
}
