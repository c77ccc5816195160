import nodemailer, { type Transporter } from 'nodemailer';
import type { Deps } from '../../deps';

const transports = new WeakMap<Deps, Transporter | null>();

/**
 * The app's one SMTP transport, or null when SMTP_URL is not set. Shared by the outbox's
 * immediate sends and the calendar's delivery job (which closes it when the jobs stop).
 */
export function mailTransportOf(deps: Deps): Transporter | null {
  if (transports.has(deps)) return transports.get(deps)!;
  const { smtpUrl } = deps.config;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  transports.set(deps, transport);
  return transport;
}
