// The public face of discovery: other features import only what is exported here.
export { findOrgPage } from './org-tree.repository';
