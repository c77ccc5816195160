export * from './codes';
export * from './envelope';
export * from './user-type';
export * from './storage-keys';
export * from './auth';
export * from './user';
export * from './district';
export * from './validate/password';
