// The public face of volunteer: other features import only what is exported here.
export { findMemberships, findVolunteerById } from './volunteer.repository';
export type { VolunteerService } from './volunteer.service';
