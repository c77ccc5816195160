// The public face of organization: other features import only what is exported here.
export { createOrgPageService } from './org-page.service';
