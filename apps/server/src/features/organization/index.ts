// The public face of organization: other features import only what is exported here.
export type { OrgPageService } from './org-page.service';
