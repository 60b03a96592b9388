/**
 * axe-core in the browser at WCAG 2.2 AA. The script is evaluated through the DevTools
 * protocol (`page.evaluate`), which the page's Content-Security-Policy does not apply to;
 * `page.addScriptTag` would insert an inline <script>, which the policy blocks.
 */
import fs from 'fs';
import type { Page } from 'playwright-core';
import { pendingBlockSelector } from '../../src/lib/lazyBlocks';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.2 AA and axe's best practices (landmarks, heading order, regions, …): every rule the
 * suite should run, not only those a WCAG tag names.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeNode {
  target: unknown[];
  html: string;
  any: { message: string }[];
  all: { message: string }[];
  none: { message: string }[];
}
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/**
 * Runs axe over the whole document (or `include`, a selector) and returns the violations.
 * It waits until the page itself has rendered the blocks it skipped on first load
 * (src/client/renderLazyBlocks.ts), and lifts nothing: lifting lazy rendering by hand let
 * the scrollable-table watcher measure tables a reader's page had not laid out yet, which hid an
 * unfocusable scrolling table from this suite.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  await page.waitForFunction(selector => document.querySelectorAll(selector).length === 0, pendingBlockSelector(), { timeout: 15_000 });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map(v => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map(n => ({
          target: n.target,
          html: n.html,
          any: n.any.map(c => ({ message: c.message })),
          all: n.all.map(c => ({ message: c.message })),
          none: n.none.map(c => ({ message: c.message })),
        })),
      }));
    },
    { tags: AXE_TAGS, include },
  );
}

/** One readable block per violation: rule, impact, and each target with axe's reason. */
export function formatViolations(where: string, violations: AxeViolation[]): string {
  if (violations.length === 0) return '';
  const lines = [`${violations.length} accessibility violation(s) on ${where}:`];
  for (const v of violations) {
    lines.push(`- ${v.id} [${v.impact ?? 'n/a'}]: ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes.slice(0, 10)) {
      const reason = [...node.any, ...node.all, ...node.none].map(c => c.message).find(Boolean) ?? '';
      lines.push(`    ${node.target.map(String).join(' > ')}  ${reason}`);
      lines.push(`      ${node.html.slice(0, 160)}`);
    }
    if (v.nodes.length > 10) lines.push(`    ... and ${v.nodes.length - 10} more`);
  }
  return lines.join('\n');
}
