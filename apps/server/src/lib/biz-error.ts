import { BizCode, bizCodeMessages } from '@zyz/domain';

/** A refusal a person can act on; the envelope plugin answers it as HTTP 200 `{ code, msg }`. */
export class BizError extends Error {
  readonly code: BizCode;
  constructor(code: BizCode, msg?: string) {
    super(msg ?? bizCodeMessages[code]);
    this.name = 'BizError';
    this.code = code;
  }
}

/** Returned by a handler whose answer carries `other` beside `data` (the login calls). */
export class WithOther<D, O> {
  constructor(
    readonly data: D,
    readonly other: O,
  ) {}
}

export const withOther = <D, O>(data: D, other: O) => new WithOther(data, other);
