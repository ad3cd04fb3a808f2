import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * SMTP when a URL is given (smtp://user:pass@host:587, smtps://…); otherwise every message is
 * written as an .eml file in the outbox folder so local installs work without a mail server.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${Date.now()}-${info.messageId.replace(/[^A-Za-z0-9.@-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
