export * from './cookies';
export * from './secure-storage';
export * from './api-client';
