// What other features may use of evaluations: see the edges in apps/web/README.md.
export { MissionRating } from './components/mission-rating';
