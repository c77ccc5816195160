// The public face of outbox: other features import only what is exported here.
export { deliverQueuedEmails, queueEmails } from './email-outbox';
export { type MessageChannel, type Outbox } from './outbox';
export type { SmsTemplate } from './sms-template';
