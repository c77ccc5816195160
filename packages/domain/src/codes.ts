/** Business codes carried in the envelope's `code`. One table for server and clients. */
export const BizCode = {
  Ok: '1',
  Unauthorized: '401',
  InvalidInput: '40000',
  WrongCredentials: '40100',
  Forbidden: '40300',
  NotFound: '40400',
  Conflict: '40900',
  TooManyAttempts: '42900',
  ServerFault: '50000',
} as const;

export type BizCode = (typeof BizCode)[keyof typeof BizCode];

/** Default Chinese message per code, used when a thrower gives none. */
export const bizCodeMessages: Record<BizCode, string> = {
  '1': '操作成功',
  '401': '登录已失效，请重新登录',
  '40000': '请求参数有误',
  '40100': '账号或密码错误',
  '40300': '无权进行此操作',
  '40400': '记录不存在',
  '40900': '操作冲突，请刷新后重试',
  '42900': '操作过于频繁，请稍后再试',
  '50000': '系统繁忙，请稍后再试',
};
