/**
 * `/llms.txt` (the llmstxt.org format: an H1 title, a blockquote summary, then H2 sections
 * of `- [title](url): description` links) and `/llms-full.txt` (the twins of every doc and
 * guide in one file, API operations as links only so the file stays a usable size).
 */
import { escapeInline } from './markdownTwin';

export interface LlmsPage {
  route: string;
  title: string;
  description: string | null;
  /** Section the page is listed under (the top-level sidebar category). */
  section: string;
  /** Absolute URL of the page's Markdown twin. */
  twinUrl: string;
  /** Whether llms-full.txt carries the whole twin (docs, guides) or only a link (API). */
  inFull: boolean;
}

interface LlmsSite {
  title: string;
  summary: string;
  /** Absolute URL of llms-full.txt, named in llms.txt. */
  fullUrl: string;
}

/**
 * Pages grouped by section, sections in the order their first page comes.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function groupBySection(pages: LlmsPage[]): [string, LlmsPage[]][] {
  const sections = new Map<string, LlmsPage[]>();
  for (const page of pages) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  return [...sections];
}

const linkLine = (page: LlmsPage) => `- [${escapeInline(page.title)}](${page.twinUrl})${page.description ? `: ${escapeInline(page.description)}` : ''}`;

export function llmsTxt(site: LlmsSite, pages: LlmsPage[]): string {
  const parts = [
    `# ${site.title}`,
    `> ${escapeInline(site.summary)}`,
    `Every link below is the Markdown version of a page of the documentation. All docs and client guides in one file: [llms-full.txt](${site.fullUrl}).`,
    ...groupBySection(pages).map(([section, list]) => `## ${section}\n\n${list.map(linkLine).join('\n')}`),
  ];
  return `${parts.join('\n\n')}\n`;
}

/**
 * Moves every ATX heading one level down (h6 stays), leaving fenced code alone.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function shiftHeadings(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map(line => {
      const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (open && (fence === null || (open[1][0] === fence[0] && open[1].length >= fence.length && line.trim() === open[1]))) {
        fence = fence === null ? open[1] : null;
        return line;
      }
      if (fence !== null) return line;
      return line.replace(/^(#{1,5}) /, '$1# ');
    })
    .join('\n');
}

/** Twin texts of the pages in full, by route; the API pages are listed as links at the end. */
export function llmsFullTxt(site: LlmsSite, pages: LlmsPage[], twins: Map<string, string>): string {
  const full = pages.filter(p => p.inFull);
  const linked = pages.filter(p => !p.inFull);
  const parts = [`# ${site.title}`, `> ${escapeInline(site.summary)}`];
  for (const page of full) {
    const twin = twins.get(page.route);
    if (twin === undefined) throw new Error(`llms-full.txt: no Markdown twin for ${page.route}`);
    // Each twin's own headings move one level down under the file's title.
    parts.push('---', shiftHeadings(twin.trim()));
  }
  if (linked.length) {
    parts.push('---', '## API reference', 'Each operation has its own Markdown page:', linked.map(linkLine).join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
