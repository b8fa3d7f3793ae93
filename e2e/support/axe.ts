import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core (issue #18) inside the journeys' pages: the WCAG 2.1 A and AA rules, run over what the
 * page shows. The build's Content-Security-Policy allows no inline script, so axe goes in through
 * Playwright's evaluate (a DevTools call, which the policy does not govern), once per document; what
 * axe then runs is held to the policy like the page's own code, and a refusal would fail the sweep
 * as every CSP violation does (browser.ts). Hidden content, such as the kept-alive pages of other
 * tabs (`display: none`), is not checked: axe skips what is not rendered.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
  // the console makes no frames of its own content (a PDF preview is the browser's viewer)
  iframes: false,
};

/** Selectors named per violation, and the length of the summary taken from axe's explanation. */
const TARGETS_SHOWN = 3;
const SUMMARY_CHARS = 220;

interface Violation {
  id: string;
  impact: string;
  help: string;
  count: number;
  targets: string[];
  summary: string;
}

/**
 * The WCAG 2.1 AA violations of the page as shown, one readable line each: the rule, its impact, the
 * first few elements and what is wrong with the first.
 */
export async function accessibilityProblems(page: Page, path: string): Promise<string[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ options, shown }) => {
      const axe = (window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<AxeResults> } })
        .axe;
      const results = await axe.run(document, options);
      return results.violations.map((violation) => {
        const first = violation.nodes[0];
        const check = [...(first?.any ?? []), ...(first?.all ?? []), ...(first?.none ?? [])].find(
          (c) => c.message,
        );
        return {
          id: violation.id,
          impact: violation.impact ?? 'unknown',
          help: violation.help,
          count: violation.nodes.length,
          targets: violation.nodes.slice(0, shown).map((node) => node.target.join(' > ')),
          summary: check?.message ?? first?.failureSummary ?? '',
        };
      });
    },
    { options: OPTIONS, shown: TARGETS_SHOWN },
  );
  return violations.map((v: Violation) => {
    const more = v.count > v.targets.length ? ` (+${v.count - v.targets.length} more)` : '';
    const summary = v.summary.replace(/\s+/g, ' ').slice(0, SUMMARY_CHARS);
    return `${path}: axe ${v.id} (${v.impact}) at ${v.targets.join(', ')}${more}: ${v.help}. ${summary}`;
  });
}
