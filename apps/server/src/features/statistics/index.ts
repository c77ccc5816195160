// The public face of statistics: other features import only what is exported here.
export { addMonthMinutes } from './month-minutes.repository';
