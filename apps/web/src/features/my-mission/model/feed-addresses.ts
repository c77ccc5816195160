/** Calendar apps subscribe over webcal://, which they fetch as http(s) from the same host. */
export function feedAddresses(path: string, origin: string): { https: string; webcal: string } {
  const https = new URL(path, origin).toString();
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
