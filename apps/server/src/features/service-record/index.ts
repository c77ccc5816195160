// The public face of service-record: other features import only what is exported here.
export {
  insertServiceRecords,
  lockRecordOfAttendance,
  updateOpenRecord,
} from './service-record.repository';
