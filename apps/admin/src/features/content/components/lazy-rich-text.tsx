import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  uploadImage: (file: Blob) => Promise<{ url: string }>;
  placeholder?: string;
  id?: string;
}

/** A form control whose editor code (Quill) downloads only when a form shows it. */
export function LazyRichText(props: Props) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
