/** Mirrors objectionInputSchema, so the form says what is wrong before a round trip. */
export function objectionReasonProblem(reason: string): string | null {
  const length = [...reason.trim()].length;
  if (length === 0) return '请填写异议理由';
  if (length < 5) return '异议理由至少5个字';
  if (length > 500) return '异议理由不能超过500个字';
  return null;
}
