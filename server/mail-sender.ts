import { createTransport } from 'nodemailer';
import type { MessageSender } from './areas/access/outbox';

/**
 * The service's sender over SMTP (nodemailer): `SMTP_URL` names the server and its account
 * (`smtp://user:password@host:587`, STARTTLS when offered; `smtps://…:465` for TLS from the start),
 * `MAIL_FROM` the sender's address. Mail reaches e-mail addresses only: a code for a phone number
 * waits in the outbox for an operator, as every message does when no SMTP server is set.
 */
export function smtpSender(url: string, from: string): MessageSender {
  const transport = createTransport(url);
  return {
    reaches: (to) => to.includes('@'),
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
