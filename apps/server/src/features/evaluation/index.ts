// The public face of evaluation: other features import only what is exported here.
export { missionRatingColumns, toMissionRating } from './evaluation.repository';
