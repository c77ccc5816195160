import nodemailer, { type Transporter } from 'nodemailer';

/** An SMTP transport for SMTP_URL, or null when it is not set. */
export function createMailTransport(smtpUrl: string | null | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}
