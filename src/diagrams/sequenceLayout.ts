/**
 * Lays out and draws a sequence diagram. beautiful-mermaid has a sequence layout, but it
 * spaces participants by their names only and draws a label of several lines over the row
 * above, so long labels overlap; this one widens each gap until the labels between its
 * participants fit and gives every row the height of its text. It paints with the same
 * `--_…` variables as beautiful-mermaid's flowcharts (defined by the figure's CSS).
 */
import type { Lines, SequenceModel } from './mermaidOutline';

const FONT = { name: 13, label: 12 };
const LINE = 16;
const PAD = 16;
const MIN_GAP = 110;
const HEADER_H = 36;

/** Inter's widest common letters run about 0.6 em; rounding up keeps text inside its box. */
function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const ch of text) ems += /[mwMW@%]/.test(ch) ? 0.85 : /[A-Z0-9_]/.test(ch) ? 0.66 : /[ilj.,:;'|!()[\]\s]/.test(ch) ? 0.3 : 0.56;
  return ems * size;
}

const widest = (lines: Lines, size: number) => Math.max(0, ...lines.map(line => textWidth(line, size)));

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function text(lines: Lines, x: number, top: number, size: number, attributes: string): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${top + LINE * i + LINE - 4}" font-size="${size}" text-anchor="middle" ${attributes}>${escapeXml(line)}</text>`)
    .join('');
}

/** Column centres: every gap wide enough for the names beside it and the labels that span it. */
function columns(model: SequenceModel): { centres: number[]; boxWidths: number[] } {
  const boxWidths = model.participants.map(name => textWidth(name, FONT.name) + 28);
  const gaps = boxWidths.slice(1).map((w, i) => Math.max(MIN_GAP, (boxWidths[i] + w) / 2 + 24));
  const spans: { from: number; to: number; width: number }[] = [];
  for (const item of model.items) {
    if (item.kind === 'message')
      spans.push({ from: Math.min(item.from, item.to), to: Math.max(item.from, item.to), width: widest(item.label, FONT.label) + 24 });
    if (item.kind === 'note' && item.over.length === 2) {
      spans.push({ from: Math.min(...item.over), to: Math.max(...item.over), width: widest(item.text, FONT.label) });
    }
    if (item.kind === 'note' && item.over.length === 1) {
      // A note over one participant must not cover its neighbours' lifelines.
      const half = widest(item.text, FONT.label) / 2 + 20;
      const at = item.over[0];
      if (at > 0) spans.push({ from: at - 1, to: at, width: half + 8 });
      if (at < gaps.length) spans.push({ from: at, to: at + 1, width: half + 8 });
    }
  }
  // Narrow spans first: a label between neighbours decides its own gap.
  for (const { from, to, width } of spans.sort((a, b) => a.to - a.from - (b.to - b.from))) {
    const have = gaps.slice(from, to).reduce((sum, gap) => sum + gap, 0);
    if (have < width) for (let i = from; i < to; i++) gaps[i] += (width - have) / (to - from);
  }
  const centres = [PAD + boxWidths[0] / 2];
  gaps.forEach(gap => centres.push(centres[centres.length - 1] + gap));
  return { centres, boxWidths };
}

/** The SVG's viewBox size and its drawing, with marker ids prefixed by `id`. */
export function drawSequence(model: SequenceModel, id: string): { width: number; height: number; body: string } {
  const { centres, boxWidths } = columns(model);
  const back: string[] = [];
  const front: string[] = [];
  let minX = 0;
  let maxX = centres[centres.length - 1] + boxWidths[boxWidths.length - 1] / 2 + PAD;
  let y = PAD + HEADER_H + 20;
  const blocks: { top: number; label: string; dividers: { y: number; label: string }[] }[] = [];
  const blockX = (depth: number) => ({
    left: centres[0] - boxWidths[0] / 2 + 6 - depth * 6,
    right: centres[centres.length - 1] + boxWidths[boxWidths.length - 1] / 2 - 6 + depth * 6,
  });
  for (const item of model.items) {
    if (item.kind === 'message') {
      const [x1, x2] = [centres[item.from], centres[item.to]];
      // A halo of the background keeps a label readable where it crosses a lifeline.
      front.push(text(item.label, (x1 + x2) / 2, y, FONT.label, 'fill="var(--_text-sec)" stroke="var(--_group-fill)" stroke-width="4" paint-order="stroke"'));
      y += item.label.length * LINE + 6;
      const tip = x2 + (x2 > x1 ? -1 : 1);
      front.push(
        `<line x1="${x1}" y1="${y}" x2="${tip}" y2="${y}" stroke="var(--_line)" stroke-width="1.25"${item.dashed ? ' stroke-dasharray="6 4"' : ''} marker-end="url(#${id}-${item.open ? 'open' : 'head'})"/>`,
      );
      y += 18;
    } else if (item.kind === 'note') {
      const xs = item.over.map(i => centres[i]);
      const w = Math.max(widest(item.text, FONT.label) + 20, Math.max(...xs) - Math.min(...xs) + 40);
      const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
      const h = item.text.length * LINE + 10;
      minX = Math.min(minX, cx - w / 2 - PAD);
      maxX = Math.max(maxX, cx + w / 2 + PAD);
      front.push(
        `<rect x="${cx - w / 2}" y="${y}" width="${w}" height="${h}" rx="3" fill="var(--_group-hdr)" stroke="var(--_node-stroke)" stroke-width="0.75"/>`,
      );
      front.push(text(item.text, cx, y + 5, FONT.label, 'fill="var(--_text)"'));
      y += h + 14;
    } else if (item.kind === 'block') {
      blocks.push({ top: y, label: item.label, dividers: [] });
      y += 26;
    } else if (item.kind === 'divider') {
      blocks[blocks.length - 1].dividers.push({ y, label: item.label });
      y += 26;
    } else {
      const block = blocks.pop()!;
      const { left, right } = blockX(blocks.length);
      minX = Math.min(minX, left - PAD);
      maxX = Math.max(maxX, right + PAD);
      back.push(
        `<rect x="${left}" y="${block.top}" width="${right - left}" height="${y - block.top}" rx="4" fill="none" stroke="var(--_node-stroke)" stroke-width="0.75"/>`,
      );
      const labelW = textWidth(block.label, FONT.label) * 1.15 + 16;
      back.push(
        `<rect x="${left}" y="${block.top}" width="${labelW}" height="${LINE + 4}" rx="4" fill="var(--_group-hdr)" stroke="var(--_node-stroke)" stroke-width="0.75"/>`,
      );
      front.push(
        `<text x="${left + 7}" y="${block.top + LINE - 1}" font-size="${FONT.label}" font-weight="600" fill="var(--_text)">${escapeXml(block.label)}</text>`,
      );
      for (const divider of block.dividers) {
        back.push(
          `<line x1="${left}" y1="${divider.y}" x2="${right}" y2="${divider.y}" stroke="var(--_node-stroke)" stroke-width="0.75" stroke-dasharray="4 3"/>`,
        );
        front.push(
          `<text x="${left + 7}" y="${divider.y + LINE - 1}" font-size="${FONT.label}" font-weight="600" fill="var(--_text)">${escapeXml(divider.label)}</text>`,
        );
      }
      y += 12;
    }
  }
  const bottom = y + 4;
  const lifelines = centres.map(
    x => `<line x1="${x}" y1="${PAD + HEADER_H}" x2="${x}" y2="${bottom}" stroke="var(--_line)" stroke-width="0.75" stroke-dasharray="5 4"/>`,
  );
  const heads = model.participants.map((name, i) => {
    const w = boxWidths[i];
    return (
      `<rect x="${centres[i] - w / 2}" y="${PAD}" width="${w}" height="${HEADER_H}" rx="5" fill="var(--_node-fill)" stroke="var(--_node-stroke)" stroke-width="1"/>` +
      text([name], centres[i], PAD + (HEADER_H - LINE) / 2, FONT.name, 'font-weight="600" fill="var(--_text)"')
    );
  });
  const markers =
    `<defs><marker id="${id}-head" markerWidth="9" markerHeight="7" refX="9" refY="3.5" orient="auto"><polygon points="0 0, 9 3.5, 0 7" fill="var(--_arrow)"/></marker>` +
    `<marker id="${id}-open" markerWidth="9" markerHeight="7" refX="9" refY="3.5" orient="auto"><polyline points="0 0, 9 3.5, 0 7" fill="none" stroke="var(--_arrow)" stroke-width="1.25"/></marker></defs>`;
  const shift = -minX;
  const body = `${markers}<g transform="translate(${shift} 0)">${[...back, ...lifelines, ...heads, ...front].join('')}</g>`;
  return { width: Math.ceil(maxX + shift), height: Math.ceil(bottom + PAD), body };
}
