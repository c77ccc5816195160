import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { districtChildrenOptions, useDistrictRoots, type DistrictNode } from './district-children';

/**
 * The organisation tree read one level per click, as the lazy cascaders open it (the province
 * has thousands of nodes). `childrenOf` gives a node's children once read, `[]` after a read
 * failed and `undefined` before: antd's picker spins on a node until it has children, so the
 * empty list stops the spinner (the client's toast says why) and leaves the node open to a
 * second click, which reads it again.
 */
export function useDistrictLevels() {
  const queryClient = useQueryClient();
  const roots = useDistrictRoots();
  const [read, setRead] = useState<Record<string, DistrictNode[]>>({});
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());

  const mark = (id: string, failedNow: boolean) =>
    setFailed((prev) => {
      const next = new Set(prev);
      if (failedNow) next.add(id);
      else next.delete(id);
      return next;
    });

  // Called in the click that opens the node: clearing an earlier failure lands in the same
  // render as the picker's spinner.
  const fetchLevel = async (id: string) => {
    mark(id, false);
    try {
      const nodes = await queryClient.fetchQuery(districtChildrenOptions(id));
      setRead((prev) => ({ ...prev, [id]: nodes }));
    } catch {
      mark(id, true);
    }
  };

  /** The cascader's loadData: the path clicked, the node to read last. */
  const loadData = (path: readonly { value: string }[]) => {
    const id = path.at(-1)?.value;
    if (id && !read[id]) void fetchLevel(id);
  };

  const childrenOf = useCallback(
    (id: string): DistrictNode[] | undefined => read[id] ?? (failed.has(id) ? [] : undefined),
    [read, failed],
  );

  return { roots, childrenOf, loadData };
}
