// Masks for showing personal data to people other than its owner. One '*' per
// hidden character, except in e-mail where a fixed '***' also hides the length.
// When the kept parts would reveal the whole value, everything is hidden instead.

type MaskInput = string | null | undefined;

function maskMiddle(value: MaskInput, keepStart: number, keepEnd: number): string {
  const chars = [...(value ?? '').trim()];
  if (chars.length === 0) return '';
  if (chars.length <= keepStart + keepEnd) return '*'.repeat(chars.length);
  const hidden = chars.length - keepStart - keepEnd;
  return (
    chars.slice(0, keepStart).join('') +
    '*'.repeat(hidden) +
    chars.slice(chars.length - keepEnd).join('')
  );
}

/** Keeps the first character: '张三' → '张*', '张三丰' → '张**'. */
export function maskName(value: MaskInput): string {
  return maskMiddle(value, 1, 0);
}

/** Keeps the first 3 and last 4 digits: '13800138000' → '138****8000'. */
export function maskMobile(value: MaskInput): string {
  return maskMiddle(value, 3, 4);
}

/** Keeps the first 4 and last 4 characters: '440106199001011234' → '4401**********1234'. */
export function maskIdCard(value: MaskInput): string {
  return maskMiddle(value, 4, 4);
}

/** Keeps the first character of the mailbox and the domain: 'zhangsan@qq.com' → 'z***@qq.com'. */
export function maskEmail(value: MaskInput): string {
  const email = (value ?? '').trim();
  if (email === '') return '';
  const at = email.lastIndexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at);
  const first = [...local][0] ?? '';
  const maskedLocal = [...local].length > 1 ? `${first}***` : '***';
  return maskedLocal + domain;
}
