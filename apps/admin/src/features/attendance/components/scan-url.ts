/**
 * What the QR code encodes: the portal's scan page with the token, so a phone camera app opens
 * the portal, which posts the token to /volunteer/mission/attendance/scanQrcode.
 */
export function scanUrl(origin: string, token: string): string {
  return `${origin}/attendance/scan?token=${encodeURIComponent(token)}`;
}
