/**
 * Mermaid source -> an inline SVG that takes every colour from the page's theme, laid out
 * in Node without a DOM or a browser. Flowcharts are beautiful-mermaid's (ELK layout through
 * elkjs); sequence diagrams are drawn by ./sequenceLayout (see why there). beautiful-mermaid's
 * output is made fit for a page that may hold several diagrams and has its own styles:
 * - its <style> (a web-font @import and rules that would reach every <svg> on the page)
 *   and the root's colour variables go; the figure's CSS defines the `--_…` variables the
 *   shapes refer to, from the site's tokens, so the picture follows light and dark mode;
 * - ids (arrow markers) get a prefix of their own, so two diagrams on a page don't clash.
 * Every diagram gets role="img", a <title> and a <desc> with the diagram as text.
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
  return { kind: outline.kind, steps: outline.steps, svg, width, height };
}
