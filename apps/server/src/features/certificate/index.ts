// The public face of certificate: other features import only what is exported here.
export { qrModules } from './certificate-qr';
export { hashFrozenFields, newVerifyCode } from './certificate-snapshot';
export {
  findFinalServiceRows,
  findRootDistrictName,
  findVolunteerIdentity,
} from './certificate.repository';
