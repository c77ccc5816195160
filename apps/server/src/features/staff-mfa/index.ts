// The public face of staff-mfa: the sign-in (auth) opens and passes the second-factor step here.
export { isSecondFactorRequired } from './second-factor';
export { openMfaChallenge, passMfaChallenge } from './mfa-sign-in';
export { deleteDeadTickets as pruneMfaTickets } from './staff-mfa.repository';
