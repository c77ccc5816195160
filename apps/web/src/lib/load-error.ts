import { ApiError, MALFORMED_ANSWER, malformedAnswerText } from '@zyz/client';

/** An answer the client refused because it did not match its schema, not a network failure. */
export function isMalformedAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.code === MALFORMED_ANSWER;
}

/** What a failed load tells the person: the server's reason, else the network's likely one. */
export function loadErrorText(error: unknown): string {
  if (isMalformedAnswer(error)) return malformedAnswerText;
  return (error instanceof Error && error.message) || '网络不稳定，请稍后重试';
}
