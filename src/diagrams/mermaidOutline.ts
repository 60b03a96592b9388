/**
 * Reads the Mermaid subset the docs use (sequenceDiagram, flowchart/graph) line by line:
 * it rejects what the renderer would silently skip (beautiful-mermaid ignores lines it does
 * not understand, and creates a new participant for a misspelt one), and it gives the
 * diagram as text, in source order, for the figure's text version, the search index and
 * screen readers.
 */

/** A line the subset does not accept; `line` counts from 1 at the fence's first line of source. */
export class DiagramSourceError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'DiagramSourceError';
  }
}

export interface DiagramOutline {
  kind: 'sequence' | 'flowchart';
  /** The diagram as sentences, in source order. */
  steps: string[];
}

/** A label's lines (Mermaid breaks them with <br>). */
export type Lines = string[];

type SequenceItem =
  | { kind: 'message'; from: number; to: number; label: Lines; dashed: boolean; open: boolean }
  | { kind: 'note'; over: number[]; text: Lines }
  | { kind: 'block'; label: string }
  | { kind: 'divider'; label: string }
  | { kind: 'end' };

/** What a sequence diagram draws: participants (by index) and its rows in order. */
export interface SequenceModel {
  participants: string[];
  items: SequenceItem[];
}

interface SequenceOutline extends DiagramOutline {
  kind: 'sequence';
  model: SequenceModel;
}

interface SourceLine {
  text: string;
  line: number;
}

function sourceLines(source: string): SourceLine[] {
  return source
    .split('\n')
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text }) => text !== '' && !text.startsWith('%%'));
}

function labelLines(label: string): Lines {
  return label.split(/<br\s*\/?>/i).map(part => part.replace(/\s+/g, ' ').trim());
}

/** Mermaid writes a line break inside a label as <br>. */
function plain(label: string): string {
  return label
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const PARTICIPANT = /^(participant|actor)\s+(\w+)(?:\s+as\s+(.+))?$/;
const MESSAGE = /^(\w+)\s*(-->>|->>|--\)|-\))\s*(\w+)\s*:\s*(.+)$/;
const NOTE = /^note\s+(left of|right of|over)\s+(\w+(?:\s*,\s*\w+)?)\s*:\s*(.+)$/i;
const BLOCK = /^(loop|alt|opt|par|critical|break)\b\s*(.*)$/;
const DIVIDER = /^(else|and)\b\s*(.*)$/;
const BLOCK_WORDS: Record<string, string> = {
  loop: 'Repeat',
  alt: 'If',
  opt: 'Only if',
  par: 'At the same time',
  critical: 'Critical',
  break: 'Stop if',
  else: 'Otherwise',
  and: 'And',
};

function readSequence(lines: SourceLine[]): { steps: string[]; model: SequenceModel } {
  const ids: string[] = [];
  const participants: string[] = [];
  const steps: string[] = [];
  const items: SequenceItem[] = [];
  const open: SourceLine[] = [];
  const indexOf = (id: string, at: SourceLine) => {
    const index = ids.indexOf(id);
    if (index < 0) throw new DiagramSourceError(`"${id}" is not a declared participant (declare it with "participant ${id} as …" first)`, at.line);
    return index;
  };
  const blockLabel = (word: string, label: string) => `${BLOCK_WORDS[word]}${label ? ` ${plain(label)}` : ''}`;
  for (const at of lines) {
    const { text } = at;
    let match: RegExpMatchArray | null;
    if ((match = text.match(PARTICIPANT))) {
      if (ids.includes(match[2])) throw new DiagramSourceError(`participant "${match[2]}" is declared twice`, at.line);
      ids.push(match[2]);
      participants.push(plain(match[3] ?? match[2]));
    } else if ((match = text.match(MESSAGE))) {
      const [from, to] = [indexOf(match[1], at), indexOf(match[3], at)];
      if (from === to) throw new DiagramSourceError(`a message from "${match[1]}" to itself is not supported; use a Note`, at.line);
      const arrow = match[2];
      items.push({ kind: 'message', from, to, label: labelLines(match[4]), dashed: arrow.startsWith('--'), open: arrow.endsWith(')') });
      steps.push(`${participants[from]} → ${participants[to]}: ${plain(match[4])}`);
    } else if ((match = text.match(NOTE))) {
      const over = match[2].split(',').map(id => indexOf(id.trim(), at));
      items.push({ kind: 'note', over, text: labelLines(match[3]) });
      steps.push(`${over.map(i => participants[i]).join(' and ')}: ${plain(match[3])}`);
    } else if ((match = text.match(BLOCK))) {
      open.push(at);
      items.push({ kind: 'block', label: blockLabel(match[1], match[2]) });
      steps.push(`${blockLabel(match[1], match[2])}:`);
    } else if ((match = text.match(DIVIDER)) && open.length > 0) {
      items.push({ kind: 'divider', label: blockLabel(match[1], match[2]) });
      steps.push(`${blockLabel(match[1], match[2])}:`);
    } else if (text === 'end' && open.length > 0) {
      open.pop();
      items.push({ kind: 'end' });
    } else {
      throw new DiagramSourceError(`sequenceDiagram does not understand "${text}"`, at.line);
    }
  }
  if (open.length > 0) throw new DiagramSourceError(`"${open[open.length - 1].text}" has no matching "end"`, open[open.length - 1].line);
  if (participants.length < 2) throw new DiagramSourceError('a sequence diagram needs at least two participants', lines[0]?.line ?? 1);
  return { steps, model: { participants, items } };
}

/** A node reference with an optional shape and label: A, A[Label], A{Question?}, A([Done]), … */
const NODE = /^([\w-]+)(?:(\(\(|\(\[|\[\[|\[\(|\{\{|\[\/|\[\\|\[|\(|\{|>)(?:"([^"]*)"|([^\]})"]*?))(\)\)|\]\)|\]\]|\)\]|\}\}|\/\]|\\\]|\]|\)|\}))?/;
/** An arrow with an optional |label|, or the "-- label -->" form. */
const ARROW = /^(<?(?:-->|---|==>|===|-\.->|-\.-|--[xo]))(?:\|([^|]*)\|)?/;
const TEXT_ARROW = /^(?:--|==|-\.)\s+(.+?)\s+(?:-->|---|==>|===|\.->)/;

function readFlowchart(lines: SourceLine[]): string[] {
  const labels = new Map<string, string>();
  const edges: { from: string; to: string; label: string | undefined }[] = [];
  let depth = 0;
  const node = (rest: string, at: SourceLine) => {
    const match = rest.match(NODE);
    if (!match) throw new DiagramSourceError(`expected a node such as A or A[Label] at "${rest}"`, at.line);
    const label = match[3] ?? match[4];
    if (label !== undefined) labels.set(match[1], plain(label));
    else if (!labels.has(match[1])) labels.set(match[1], match[1]);
    return { id: match[1], rest: rest.slice(match[0].length).trim() };
  };
  for (const at of lines) {
    const { text } = at;
    if (/^(classDef|class|style|linkStyle)\s/.test(text) || /^direction\s+(TB|TD|BT|LR|RL)$/.test(text)) continue;
    if (/^subgraph\s+\S/.test(text)) {
      depth += 1;
      continue;
    }
    if (text === 'end') {
      if (depth === 0) throw new DiagramSourceError('"end" without a "subgraph"', at.line);
      depth -= 1;
      continue;
    }
    let { id: from, rest } = node(text, at);
    while (rest !== '') {
      const piped = rest.match(ARROW);
      const arrow = piped ?? rest.match(TEXT_ARROW);
      if (!arrow) throw new DiagramSourceError(`expected an arrow such as --> or -->|label| at "${rest}"`, at.line);
      const label = piped ? piped[2] : arrow[1];
      const next = node(rest.slice(arrow[0].length).trim(), at);
      edges.push({ from, to: next.id, label: label?.trim() ? plain(label) : undefined });
      from = next.id;
      rest = next.rest;
    }
  }
  if (depth > 0) throw new DiagramSourceError('a "subgraph" has no matching "end"', lines[lines.length - 1].line);
  const name = (id: string) => labels.get(id) ?? id;
  return edges.map(({ from, to, label }) => (label ? `${name(from)} (${label}) → ${name(to)}` : `${name(from)} → ${name(to)}`));
}

export function readMermaidOutline(source: string): SequenceOutline | DiagramOutline {
  const lines = sourceLines(source);
  if (lines.length === 0) throw new DiagramSourceError('the diagram is empty', 1);
  const [header, ...body] = lines;
  if (header.text === 'sequenceDiagram') return { kind: 'sequence', ...readSequence(body) };
  if (/^(flowchart|graph)\s+(TB|TD|BT|LR|RL)$/.test(header.text)) return { kind: 'flowchart', steps: readFlowchart(body) };
  throw new DiagramSourceError(`the first line must be "sequenceDiagram" or "flowchart TD" / "flowchart LR" (found "${header.text}")`, header.line);
}
