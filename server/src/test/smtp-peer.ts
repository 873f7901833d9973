import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP peer on loopback and a random port, keeping every message it accepts. `unfold` joins
 * quoted-printable soft line breaks and folded headers and lower-cases the recipients, for callers that
 * search the text (the two-process test); without it the message is kept as sent.
 */
export async function startSmtpPeer(options: { unfold?: boolean } = {}): Promise<{
  url: string;
  received: ReceivedMail[];
  stop: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: options.unfold ? to.map((address) => address.toLowerCase()) : to,
          raw: options.unfold ? raw.replace(/=\r\n/g, '').replace(/\r\n[ \t]+/g, ' ') : raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
