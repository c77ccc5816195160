import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core's checks of WCAG 2.1 A and AA (what GB/T 37668-2019 measures public sites by), run in
// the page as it stands.

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe's own script, put in the page once: a page the sweep opens inside the running application
// keeps it, and a page loaded afresh gets it again. (@axe-core/playwright put it in twice on
// every analysis, some 300 ms of a page's 650 ms; the portal and the console have no frames,
// which is what its frame handling was for.)
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const runOptions: RunOptions = {
  runOnly: { type: 'tag', values: wcag21aa },
  resultTypes: ['violations'],
  reporter: 'no-passes',
};

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
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }
      ).axe.run(document, options),
    runOptions,
  );
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
