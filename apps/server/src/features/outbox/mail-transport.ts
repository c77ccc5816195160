import nodemailer, { type Transporter } from 'nodemailer';
import type { App } from '../../app';

const transports = new WeakMap<App, Transporter | null>();

/**
 * The app's one SMTP transport, or null when SMTP_URL is not set. Shared by the outbox's
 * immediate sends and the calendar's delivery job (which closes it when the jobs stop).
 */
export function mailTransportOf(app: App): Transporter | null {
  if (transports.has(app)) return transports.get(app)!;
  const { smtpUrl } = app.deps.config;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  transports.set(app, transport);
  return transport;
}
