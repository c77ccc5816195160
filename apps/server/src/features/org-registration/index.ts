// The public face of org-registration: other features import only what is exported here.
export { orgSignInRefusal } from './sign-in-refusal';
