/** Check 3: bold UI labels quoted by the pages (see uiLabelRule.ts) against en.json. */
import type { Difference } from './difference';
import { at } from './difference';
import type { QuotedLabel } from './uiLabelRule';
import type { UiMessage } from './uiMessages';
import { nearestMessage, normalizeLabel } from './uiMessages';

interface UiLabelsInput {
  pages: { file: string; labels: QuotedLabel[] }[];
  messages: UiMessage[];
  messagesFile: string;
  /** Where a label is written directly in a component rather than in en.json, if it is. */
  findHardcoded?: (label: string) => unknown;
}

export function checkUiLabels({ pages, messages, messagesFile, findHardcoded }: UiLabelsInput): Difference[] {
  const known = new Set(messages.map(m => normalizeLabel(m.text)));
  const differences: Difference[] = [];
  for (const { file, labels } of pages) {
    for (const { label, line } of labels) {
      if (known.has(normalizeLabel(label)) || findHardcoded?.(normalizeLabel(label))) continue;
      const near = nearestMessage(label, messages);
      differences.push({
        check: 'label',
        message: near ? `"${label}" is not a UI label of Pocket ID; the closest is "${near.text}" (${near.key})` : `"${label}" is not a UI label of Pocket ID`,
        site: at(file, line),
        source: at(messagesFile, near?.line ?? 1),
      });
    }
  }
  return differences;
}
