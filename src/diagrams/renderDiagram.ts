/**
 * Mermaid source -> an inline SVG that takes every colour from the page's theme, laid out
 * in Node without a DOM or a browser. Flowcharts are beautiful-mermaid's (ELK layout through
 * elkjs); sequence diagrams are drawn by ./sequenceLayout (see why there). beautiful-mermaid's
 * output is made fit for a page that may hold several diagrams and has its own styles:
 * - its <style> (a web-font @import and rules that would reach every <svg> on the page)
 *   and the root's colour variables go; the figure's CSS defines the `--_…` variables the
 *   shapes refer to, from the site's tokens, so the picture follows light and dark mode;
 * - ids (arrow markers) get a prefix of their own, so two diagrams on a page don't clash.
 * - an arrow's label sits on the arrow just after the node it leaves (ELK puts it near the
 *   far end, so the "No" of a diamond could end up a screen away from its question).
 * Every diagram gets role="img", a <title> and a <desc> with the diagram as text, and the
 * result says how narrow it may be drawn (`minWidth`) with no label under 11 px.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { isTag, isText, type Element } from 'domhandler';
import { DiagramOutline, readMermaidOutline } from './mermaidOutline';
import { drawSequence } from './sequenceLayout';

type BeautifulMermaid = typeof import('beautiful-mermaid');

/**
 * beautiful-mermaid is ESM-only and its package exports name no `require` entry, so the
 * bare name cannot be required; its file can (Node 20.19+ loads ES modules with require()).
 * Node's own require finds it from the project root: gatsby-node's bundled `require` and
 * Jest's have no `require.resolve.paths`.
 */
function loadBeautifulMermaid(): BeautifulMermaid {
  const { createRequire } = require('module') as typeof import('module');
  const { existsSync } = require('fs') as typeof import('fs');
  const { join } = require('path') as typeof import('path');
  const nodeRequire = createRequire(join(process.cwd(), 'package.json'));
  const searched = nodeRequire.resolve.paths('beautiful-mermaid') ?? [];
  const file = searched.map(dir => join(dir, 'beautiful-mermaid', 'dist', 'index.js')).find(existsSync);
  if (!file) throw new Error(`beautiful-mermaid is not installed (looked in ${searched.join(', ')}); run npm install`);
  return nodeRequire(file) as BeautifulMermaid;
}

interface RenderedDiagram extends DiagramOutline {
  svg: string;
  width: number;
  height: number;
  /** The narrowest the diagram may be drawn with its smallest label still SMALLEST_LABEL_PX. */
  minWidth: number;
}

/** The smallest text a reader gets in a diagram drawn smaller than its layout. */
const SMALLEST_LABEL_PX = 11;

const numberAttribute = (element: Element, name: string) => Number(element.attribs[name]);

/** Moves an arrow's label (rect and text) onto the arrow's first segment, just past the node it leaves, when the segment has room. */
function labelNearSource(label: Element, edges: number[][]): void {
  const rect = DomUtils.findOne(node => node.name === 'rect', label.children, false);
  const text = DomUtils.findOne(node => node.name === 'text', label.children, false);
  if (!rect || !text) return;
  const [x, y, w, h] = ['x', 'y', 'width', 'height'].map(name => numberAttribute(rect, name));
  const cx = x + w / 2;
  const cy = y + h / 2;
  // Its arrow: the polyline that passes through the label's centre.
  const onSegment = (points: number[], i: number) => {
    const [x1, y1, x2, y2] = points.slice(i, i + 4);
    return cx >= Math.min(x1, x2) - 1.5 && cx <= Math.max(x1, x2) + 1.5 && cy >= Math.min(y1, y2) - 1.5 && cy <= Math.max(y1, y2) + 1.5;
  };
  const points = edges.find(p => p.some((_, i) => i % 2 === 0 && i + 3 < p.length && onSegment(p, i)));
  if (!points) return;
  const [x1, y1, x2, y2] = points;
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return;
  const [dx, dy] = [(x2 - x1) / length, (y2 - y1) / length];
  // Half the label along the arrow, plus room for a diamond's slope beside the start point.
  const along = Math.abs(dx) * (w / 2) + Math.abs(dy) * (h / 2);
  const offset = along + Math.max(w, h) / 2 + 4;
  if (length < offset + along + 4) return;
  const [shiftX, shiftY] = [x1 + dx * offset - cx, y1 + dy * offset - cy];
  for (const element of [rect, text, ...DomUtils.getElementsByTagName('tspan', text)]) {
    for (const [name, shift] of [
      ['x', shiftX],
      ['y', shiftY],
    ] as const) {
      if (element.attribs[name] !== undefined) element.attribs[name] = String(numberAttribute(element, name) + shift);
    }
  }
}

/** FNV-1a: a short, stable id prefix from the source, so rebuilds give the same markup. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * beautiful-mermaid's SVG made fit for the page, on its parsed tree (entities left as written):
 * the root's contents without <style>, data-* attributes or the indentation between tags,
 * with ids and the url(#…) references in attribute values given the diagram's prefix.
 * Text is left alone, so a label that reads "url(#x)" or "id=…" stays as written.
 */
function adaptFlowchartSvg(svg: Element, id: string): string {
  for (const style of DomUtils.getElementsByTagName('style', svg)) DomUtils.removeElement(style);
  const edges = DomUtils.getElementsByTagName('polyline', svg)
    .filter(line => line.attribs.class === 'edge')
    .map(line =>
      (line.attribs.points ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
    );
  for (const label of DomUtils.findAll(node => node.attribs.class === 'edge-label', svg.children)) labelNearSource(label, edges);
  for (const node of DomUtils.filter(() => true, svg.children)) {
    if (isText(node)) {
      node.data = node.data.replace(/\n\s*/g, '');
      if (node.data === '') DomUtils.removeElement(node);
    } else if (isTag(node)) {
      for (const [name, value] of Object.entries(node.attribs)) {
        if (name.startsWith('data-')) delete node.attribs[name];
        else if (name === 'id') node.attribs[name] = `${id}-${value}`;
        else node.attribs[name] = value.replace(/url\(#([^)]+)\)/g, `url(#${id}-$1)`);
      }
    }
  }
  return DomUtils.getInnerHTML(svg, { xmlMode: true, decodeEntities: false });
}

/** beautiful-mermaid's flowchart (ELK layout), without its <style>, colours or data attributes. */
function drawFlowchart(source: string, id: string): { width: number; height: number; body: string } {
  const raw = loadBeautifulMermaid().renderMermaidSVG(source, { bg: 'var(--bg)', fg: 'var(--fg)', transparent: true });
  const svg = DomUtils.findOne(node => node.name === 'svg', parseDocument(raw, { xmlMode: true, decodeEntities: false }).children, false);
  const viewBox = svg?.attribs.viewBox?.split(/\s+/).map(Number) ?? [];
  if (!svg || viewBox.length !== 4 || viewBox.some(Number.isNaN)) throw new Error('beautiful-mermaid returned an SVG without a viewBox');
  return { width: Math.ceil(viewBox[2]), height: Math.ceil(viewBox[3]), body: adaptFlowchartSvg(svg, id) };
}

/** Throws DiagramSourceError (with the source line) for source outside the supported subset. */
export function renderDiagram(source: string, title: string): RenderedDiagram {
  const outline = readMermaidOutline(source);
  const id = `diagram-${shortHash(`${title}\n${source}`)}`;
  const { width, height, body } = 'model' in outline ? drawSequence(outline.model, id) : drawFlowchart(source, id);
  const description = outline.steps.map((step, index) => `${index + 1}. ${step}`).join(' ');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" aria-labelledby="${id}-title ${id}-desc">` +
    `<title id="${id}-title">${escapeXml(title)}</title><desc id="${id}-desc">${escapeXml(description)}</desc>${body}</svg>`;
  const smallest = Math.min(...[...body.matchAll(/font-size="([\d.]+)"/g)].map(m => Number(m[1])));
  const minWidth = Number.isFinite(smallest) ? Math.min(width, Math.ceil((width * SMALLEST_LABEL_PX) / smallest)) : width;
  return { kind: outline.kind, steps: outline.steps, svg, width, height, minWidth };
}
