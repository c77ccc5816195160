import { useListFilters } from '../hooks/use-list-filters';
import { MissionFilterBar } from './mission-filter-bar';

/** /mission's filter bar, an island of its own: it changes the list by changing the address. */
export function MissionListFilters() {
  const { filters, change } = useListFilters();
  return <MissionFilterBar filters={filters} onChange={change} />;
}
