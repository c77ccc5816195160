import type { FastifyRequest } from 'fastify';

/**
 * Origin for links printed into a downloaded file (a certificate's or a card's QR code): the
 * site the volunteer downloads from. A forged Host header only changes the forger's own copy,
 * and anything but a plain host is replaced.
 */
export function originOf(request: FastifyRequest): string {
  const host = /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
