export * from './district';
export * from './volunteer';
export * from './org-account';
export * from './session';
export * from './mission';
