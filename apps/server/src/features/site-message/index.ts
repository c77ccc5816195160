// The public face of site-message: other features import only what is exported here.
export type { SiteMessage } from './site-message.repository';
export type { SiteMessageSender } from './site-message.service';
