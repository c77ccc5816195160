/** The public verification page a certificate's QR code opens (the server prints the same). */
export const verifyPagePath = (code: string) => `/zs?code=${encodeURIComponent(code)}`;
