import { ApiError, MALFORMED_ANSWER, malformedAnswerText } from '@zyz/client';

/**
 * What a failed load says under its title. An answer the console could not read is no network
 * trouble, so it is not called one: checking the network would not help the organiser.
 */
export function loadFailedText(error: unknown): string {
  const isMalformed = error instanceof ApiError && error.code === MALFORMED_ANSWER;
  return isMalformed ? malformedAnswerText : '请检查网络后重试';
}
