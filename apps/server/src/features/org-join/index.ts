// The public face of org-join: other features import only what is exported here.
export { countMembers, insertPendingJoin } from './org-join.repository';
