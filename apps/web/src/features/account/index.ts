// What other features may use of the account: see the edges in apps/web/README.md.
export { confirmOperator, followActionLink } from './api/security';
