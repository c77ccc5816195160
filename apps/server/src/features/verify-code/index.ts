// The public face of verify-code: other features import only what is exported here.
export { consumeVerifyCode } from './verify-code';
