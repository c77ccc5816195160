// The public face of district: other features import only what is exported here.
export { createDistrictService, forgetSiteDomains } from './district.service';
