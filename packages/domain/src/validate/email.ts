// Dot-atom local part (no leading, trailing or doubled dots) and a domain of
// hostname labels ending in an alphabetic top-level domain. Quoted local parts
// and IP-literal domains are legal in RFC 5322 but no mailbox here uses them.
const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const emailPattern = new RegExp(`^${atom}(?:\\.${atom})*@(?:${label}\\.)+[A-Za-z]{2,63}$`);

/** RFC 5321 limits: 254 characters in all, 64 before the '@'. */
const maxLength = 254;
const maxLocalLength = 64;

export function isValidEmail(value: string): boolean {
  if (value.length > maxLength || !emailPattern.test(value)) return false;
  return value.lastIndexOf('@') <= maxLocalLength;
}
