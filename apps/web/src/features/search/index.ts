// What other features may use of search: see the edges in apps/web/README.md.
export { GlobalSearch } from './components/global-search';
