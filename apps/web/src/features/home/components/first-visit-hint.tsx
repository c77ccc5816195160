import { useState } from 'react';
import { markTourSeen } from '../tour-seen';
import { TourHint } from './tour-hint';

/**
 * A first visitor's hint beside the hero's guide button. It is always in the page's HTML and
 * shows by CSS only while <html> says the guide is unseen (set by the page's first script from
 * the browser's storage, see boot.ts): a visitor's Home shows it with no code of its own, so a
 * first visit, which is every phone's first visit, loads nothing for it.
 */
export function FirstVisitHint({
  isTourOpen,
  onStart,
}: {
  isTourOpen: boolean;
  onStart: () => void;
}) {
  const [isDismissed, setDismissed] = useState(false);
  if (isDismissed || isTourOpen) return null;
  const dismiss = () => {
    setDismissed(true);
    markTourSeen(localStorage);
  };
  return <TourHint onStart={onStart} onDismiss={dismiss} />;
}
