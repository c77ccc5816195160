export * from './cookies';
export * from './secure-storage';
export * from './api-client';
export * from './login-storage';
export * from './form-values';
export * from './form-rules';
export * from './mfa-handoff';
export * from './progress-bar';
