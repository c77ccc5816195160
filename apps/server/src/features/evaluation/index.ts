// The public face of evaluation: other features import only what is exported here.
export { findMissionRating } from './evaluation.repository';
