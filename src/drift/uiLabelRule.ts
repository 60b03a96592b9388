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
 *    checkbox, dropdown, link, list, card, dialog, setting, column;
 * 4. among peers that are labels: a group of parallel bold spans (the bold leads of one table
 *    column, the bold leads of one list's items, or an enumeration "**A**, **B** and **C**")
 *    of which at least two, and at least half, are labels of en.json. Its other members are
 *    then labels too, so a renamed one is reported; a list of concepts in bold is not.
 * The span must be plain text (no code); it may be the whole text of a link.
 *
 * Client guides (content/client-examples) describe another app's UI, so there a span counts
 * only when the sentence ties it to Pocket ID (rules 1 to 4 do not apply there): it is followed by "on/in (the) Pocket ID" or
 * preceded by "Pocket ID's", "the client's" or "in Pocket ID (...".
 *
 * Never a label: a span ending like a sentence ("**Callback rejected.**", a lead-in), a span
 * without letters or digits (an icon such as "**×**"), a span in a heading; in a table cell
 * only rules 1 and 4 apply.
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

/** The strong node a block starts with: `**X** ...` or `[**X**](...) ...`. */
function leadingStrong(block: MdNode | undefined): MdNode | undefined {
  const first = block?.children?.[0];
  if (!first) return undefined;
  if (first.type === 'strong') return first;
  if (first.type === 'link' && first.children?.length === 1 && first.children[0].type === 'strong') return first.children[0];
  return undefined;
}

/** Groups of parallel bold spans: a table column, the leads of a list's items, an inline enumeration. */
function peerGroups(root: MdNode): MdNode[][] {
  const groups: MdNode[][] = [];
  visit(root, node => {
    if (node.type === 'table') {
      const rows = (node.children ?? []).slice(1);
      const width = Math.max(0, ...rows.map(r => r.children?.length ?? 0));
      for (let column = 0; column < width; column++)
        groups.push(rows.map(r => leadingStrong(r.children?.[column])).filter((n): n is MdNode => n !== undefined));
    } else if (node.type === 'list') {
      groups.push((node.children ?? []).map(item => leadingStrong(item.children?.[0])).filter((n): n is MdNode => n !== undefined));
    } else if (node.type === 'paragraph' || node.type === 'tableCell') {
      let run: MdNode[] = [];
      for (const child of node.children ?? []) {
        if (child.type === 'strong') run.push(child);
        else if (!(child.type === 'text' && run.length > 0 && /^\s*(,|,? and|,? or)\s*$/.test(child.value ?? ''))) {
          if (run.length > 1) groups.push(run);
          run = [];
        }
      }
      if (run.length > 1) groups.push(run);
    }
  });
  return groups;
}

/**
 * The UI labels a page quotes. `isKnownLabel` (a label of en.json) drives the peer rule:
 * a group of parallel bold spans that are mostly known labels makes all of them labels.
 */
export function quotedLabels(root: MdNode, kind: 'doc' | 'client-example', isKnownLabel: (label: string) => boolean = () => false): QuotedLabel[] {
  const labels: QuotedLabel[] = [];
  const byPeers = new Set<MdNode>();
  if (kind === 'doc') {
    for (const group of peerGroups(root)) {
      const known = group.filter(n => isKnownLabel(plainText(n)?.trim() ?? '')).length;
      if (known >= 2 && known * 2 >= group.length) group.forEach(n => byPeers.add(n));
    }
  }
  visit(root, (node, ancestors) => {
    if (node.type !== 'strong') return;
    let parent = ancestors[ancestors.length - 1];
    let self = node;
    if (parent?.type === 'link' && parent.children?.length === 1) {
      self = parent;
      parent = ancestors[ancestors.length - 2];
    }
    if (!parent || ancestors.some(a => a.type === 'heading')) return;
    const text = plainText(node)?.trim();
    if (!text || NOT_A_LABEL.test(text)) return;
    const { before, after } = context(parent, self);
    const segments = text.split(ARROW).filter(Boolean);
    const counts =
      kind === 'client-example'
        ? TIED_AFTER.test(after) || TIED_BEFORE.test(before)
        : byPeers.has(node) || segments.length > 1 || (parent.type !== 'tableCell' && (VERB_BEFORE.test(before) || NOUN_AFTER.test(after)));
    if (!counts) return;
    for (const label of segments) labels.push({ label, line: lineOfNode(node) });
  });
  return labels;
}
