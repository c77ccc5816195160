// What other features may use of service records: see the edges in apps/web/README.md.
export { RecordStateTag } from './components/record-state-tag';
