const sentenceEnd = /[。！？!?.…]$/;

/**
 * A reviewer's text as a sentence: trimmed and ended with 。 unless it already ends a
 * sentence. Reasons are shown as written, never as "上传。。".
 */
export function asSentence(text: string | null | undefined): string {
  const t = (text ?? '').trim();
  return t === '' || sentenceEnd.test(t) ? t : `${t}。`;
}
