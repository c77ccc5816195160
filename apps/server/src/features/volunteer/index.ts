// The public face of volunteer: other features import only what is exported here.
export { findMemberships, findVolunteerById } from './volunteer.repository';
export { createVolunteerService } from './volunteer.service';
