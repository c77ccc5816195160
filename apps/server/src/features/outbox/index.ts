// The public face of outbox: other features import only what is exported here.
export { deliverQueuedEmails, queueEmails } from './email-outbox';
export { mailTransportOf } from './mail-transport';
export { type MessageChannel, sendMessage } from './outbox';
export type { SmsTemplate } from './sms-template';
