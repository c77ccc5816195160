// The public face of account: other features import only what is exported here.
export { detectStatusOf } from './detect-status';
export { findMessageActions } from './message-actions';
