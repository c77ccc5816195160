// The public face of volunteer-register: other features import only what is exported here.
export type { RegisterService } from './register.service';
