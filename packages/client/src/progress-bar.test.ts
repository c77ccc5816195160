import { describe, expect, it } from 'vitest';
import { progressBarSettings } from './progress-bar';

describe('the navigation progress bar', () => {
  it('carries no made-up ARIA role and is hidden from screen readers', () => {
    expect(progressBarSettings.template).not.toMatch(/\srole=/);
    expect(progressBarSettings.template).toMatch(/^<div class="bar" aria-hidden="true">/);
  });

  it('finds its bar by the selector nprogress moves it by', () => {
    // nprogress animates the element its barSelector finds; the default looks for role="bar".
    expect(progressBarSettings.barSelector).toBe('.bar');
    expect(progressBarSettings.template).toContain('class="bar"');
  });
});
