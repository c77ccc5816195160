import { useEffect } from 'react';
import { App } from 'antd';
import type { AppFeedback } from '../lib/feedback';

/**
 * antd's App with its message, notification and modal holders, mounted beside the pages
 * (providers.tsx) and loaded after the first paint. It hands its instance over once mounted.
 */
export function FeedbackHost({ onReady }: { onReady: (instance: AppFeedback) => void }) {
  return (
    <App component={false} message={{ maxCount: 3 }} notification={{ placement: 'topRight' }}>
      <Handover onReady={onReady} />
    </App>
  );
}

function Handover({ onReady }: { onReady: (instance: AppFeedback) => void }) {
  const instance = App.useApp();
  useEffect(() => onReady(instance), [instance, onReady]);
  return null;
}
