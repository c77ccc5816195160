import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// axe-core's checks of WCAG 2.1 A and AA (what GB/T 37668-2019 measures public sites by), run in
// the page as it stands.

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  /** Where, as axe names the elements (CSS selectors), with the first element's markup. */
  targets: string[];
  html: string;
  summary: string;
}

/** The serious and critical WCAG 2.1 AA violations on the page now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Legacy mode runs in the page itself: the default opens a blank page per run to merge
  // frames' results, which this sweep of some two hundred pages cannot spend time on.
  const results = await new AxeBuilder({ page })
    .withTags(wcag21aa)
    .options({ resultTypes: ['violations'], reporter: 'no-passes' })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      html: v.nodes[0]?.html.slice(0, 300) ?? '',
      summary: v.nodes[0]?.failureSummary?.slice(0, 300) ?? '',
    }));
}

/** One line a person can act on per violation: rule, how many, where. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map(
      (v) =>
        `${v.rule} (${v.impact}, ${v.targets.length}${v.targets.length === 5 ? '+' : ''}): ${v.help}\n    at ${v.targets.join(' | ')}\n    ${v.html}\n    ${v.summary.replace(/\n/g, ' ')}`,
    )
    .join('\n');
}
