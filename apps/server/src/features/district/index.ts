// The public face of district: other features import only what is exported here.
export type { DistrictService } from './district.service';
