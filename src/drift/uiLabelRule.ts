/**
 * Which bold spans of a page quote Pocket ID's UI. Bold is also used for emphasis, lead-ins
 * ("**Symptom:**") and other apps' settings, so a span counts only in these contexts:
 *
 * Docs (content/docs):
 * 1. an arrow path, `**Settings → Admin → OIDC Clients**`: every segment is a label;
 * 2. after a UI verb: click, select, open, choose, press, tap, enable, disable, check,
 *    uncheck, toggle, turn on/off, switch on/off, go to, navigate to, under, fill in, set
 *    (optionally followed by "on", "the");
 * 3. before a UI noun: button, field, tab, toggle, page, menu, section, switch, option,
 *    checkbox, dropdown, link, list, card, dialog, setting, column.
 * The span must be plain text (no code, no link).
 *
 * Client guides (content/client-examples) describe another app's UI, so there a span counts
 * only when the sentence ties it to Pocket ID: it is followed by "on/in (the) Pocket ID" or
 * preceded by "Pocket ID's", "the client's" or "in Pocket ID (...".
 *
 * Never a label: a span ending like a sentence ("**Callback rejected.**", a lead-in), a span
 * without letters or digits (an icon such as "**×**"), a span in a heading or table cell.
 * Pages about the documentation site itself (helping-out/) are not checked; see runDrift.ts.
 */
import type { MdNode } from './markdown';
import { lineOfNode, visit } from './markdown';

export interface QuotedLabel {
  label: string;
  line: number;
}

const VERB_BEFORE =
  /\b(click|clicking|select|selecting|open|opening|choose|press|tap|enable|enabling|disable|disabling|check|uncheck|toggle|turn on|turn off|switch on|switch off|go to|navigate to|under|fill in|set)( on)?( the)?\s*$/i;
const NOUN_AFTER = /^\s*(button|field|tab|toggle|page|menu|section|switch|option|checkbox|dropdown|link|list|card|dialog|setting|column)s?\b/i;
const ARROW = /\s*(?:→|->)\s*/;
const TIED_AFTER = /^[^.]{0,25}\b(on|in) (the |your )?Pocket ID\b/;
const TIED_BEFORE = /(Pocket ID['’]s|the client['’]s)\s*$|\bin Pocket ID \([^.)]{0,40}$/;
/** A lead-in such as "**Callback rejected.**" ends like a sentence; an icon such as "**×**" has no words. */
const NOT_A_LABEL = /[.!?]$|^[^\p{L}\p{N}]*$/u;

const plainText = (node: MdNode): string | undefined => {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'emphasis' || node.type === 'strong') {
    const parts = (node.children ?? []).map(plainText);
    return parts.every(p => p !== undefined) ? parts.join('') : undefined;
  }
  return undefined;
};

/** Text of the siblings before / after a node inside its parent, up to the nearest sentence end. */
function context(parent: MdNode, node: MdNode): { before: string; after: string } {
  const siblings = parent.children ?? [];
  const at = siblings.indexOf(node);
  const text = (n: MdNode): string => (n.type === 'text' || n.type === 'inlineCode' ? (n.value ?? '') : (n.children ?? []).map(text).join(''));
  const before = siblings.slice(0, at).map(text).join('');
  const after = siblings
    .slice(at + 1)
    .map(text)
    .join('');
  return { before: before.slice(Math.max(before.lastIndexOf('. '), 0)), after };
}

export function quotedLabels(root: MdNode, kind: 'doc' | 'client-example'): QuotedLabel[] {
  const labels: QuotedLabel[] = [];
  visit(root, (node, ancestors) => {
    if (node.type !== 'strong') return;
    const parent = ancestors[ancestors.length - 1];
    if (!parent || parent.type === 'tableCell' || ancestors.some(a => a.type === 'heading')) return;
    const text = plainText(node)?.trim();
    if (!text || NOT_A_LABEL.test(text)) return;
    const { before, after } = context(parent, node);
    const segments = text.split(ARROW).filter(Boolean);
    const counts =
      kind === 'client-example'
        ? TIED_AFTER.test(after) || TIED_BEFORE.test(before)
        : segments.length > 1 || VERB_BEFORE.test(before) || NOUN_AFTER.test(after);
    if (!counts) return;
    for (const label of segments) labels.push({ label, line: lineOfNode(node) });
  });
  return labels;
}
