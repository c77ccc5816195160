import { useMatches } from 'react-router';
import { FeaturePending } from '../components/feature-pending';
import { deepestMeta } from '../app/route-meta';

/** Shared by every route whose feature opens later; the title comes from the route meta. */
export default function PendingPage() {
  const matches = useMatches();
  const data = matches.at(-1)?.loaderData as { title?: string } | undefined;
  // Nested pending routes (volunteer card steps) render here too: the deepest title wins.
  const title = data?.title ?? deepestMeta(matches)?.title ?? '';
  return <FeaturePending title={title} />;
}
