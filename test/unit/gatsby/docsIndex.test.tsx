import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import { renderBody } from '../../../src/gatsby/bodies/renderBody';
import { sidebarSections, type SidebarItem } from '../../../src/lib/sidebar';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

const file = path.resolve(__dirname, '../../../content/pages/docs-index.mdx');
const link = (label: string, href: string): SidebarItem => ({ type: 'link', label, href });
const category = (label: string, items: SidebarItem[], href: string | null = null): SidebarItem => ({ type: 'category', label, href, items });

test("each top-level sidebar entry is a section opening with its own page, else its first one's", () => {
  const sidebar = [
    link('Introduction', '/docs/introduction'),
    category('Setup', [category('Advanced', [link('Proxy', '/docs/setup/advanced/proxy')]), link('Installation', '/docs/setup/installation')]),
    category('API reference', [link('Users', '/docs/api/users')], '/docs/api-documentation'),
    category('Empty', []),
  ];
  expect(sidebarSections(sidebar)).toEqual([
    { segment: 'introduction', label: 'Introduction', href: '/docs/introduction' },
    { segment: 'setup', label: 'Setup', href: '/docs/setup/advanced/proxy' },
    { segment: 'api-documentation', label: 'API reference', href: '/docs/api-documentation' },
  ]);
});

// Pocket ID's sidebar sections, with made-up first pages and labels (a label is the sidebar's to change).
const SEGMENTS = ['introduction', 'setup', 'configuration', 'guides', 'client-examples', 'api-documentation', 'troubleshooting', 'helping-out'];
const sections = SEGMENTS.map((segment, i) => ({ segment, label: `Section ${i}`, href: `/docs/${segment}/page-${i}` }));
// The file as Gatsby gives it: the body without its frontmatter, whose description is the lead.
const [, frontmatter, indexBody] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(fs.readFileSync(file, 'utf8')) ?? [];
const lead = (yaml.load(frontmatter) as { description: string }).description;
const render = (body: string, facts: { sections: typeof sections; lead?: string } = { sections }) =>
  renderBody('docsIndex', { body, file, facts: { lead, ...facts } });

test("content/pages/docs-index.mdx has a card per sidebar section, in the sidebar's order, with its title and first page", async () => {
  const { contentHtml } = await render(indexBody);
  const cards = [...contentHtml.matchAll(/<li><a href="([^"]+)"><strong>([^<]+)<\/strong><span>([^<]+)<\/span><\/a><\/li>/g)];
  expect(cards.map(([, href, title]) => [title, href])).toEqual(sections.map(s => [s.label, s.href]));
  expect(cards.every(([, , , text]) => text.length > 20)).toBe(true);
  expect(lead).toMatch(/^Everything you need/);
  // The lead is the frontmatter's description, which is also the page's meta description (createPages.tsx).
  expect(contentHtml).toMatch(/^\s*<h1[^>]*>Pocket ID documentation<\/h1>\n?<p class="lead[^"]*" data-page-frame="summary">([^<]*)<\/p>/);
  expect(/data-page-frame="summary">([^<]*)<\/p>/.exec(contentHtml)?.[1]).toBe(lead);
});

test("the cards and the lead bring their own styles in the body's CSS, not the page's", async () => {
  const { contentHtml, bodyCss } = await render(indexBody);
  const cardList = /<ul class="(css-[\w-]+)">/.exec(contentHtml)?.[1];
  const lead = /<p class="lead (css-[\w-]+)"/.exec(contentHtml)?.[1];
  expect(bodyCss).toContain(`.${cardList}{display:grid;`);
  expect(bodyCss).toContain(`.${cardList} a:hover{border-color:var(--c-link);}`);
  expect(bodyCss).toContain(`.${lead}{max-width:var(--measure);}`);
});

test('a card naming no sidebar section, a second card for one, and a section without a card, and a lead written in the body fail the build naming the file', async () => {
  // A production build fails; develop would show the message in the page and its overlay.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const one = { sections: sections.slice(0, 1) };
    await expect(render('<SectionCards><SectionCard section="setpu">x</SectionCard></SectionCards>', one)).rejects.toThrow(
      `${file}: <SectionCard section="setpu"> names no section of the docs sidebar (its sections: "introduction")`,
    );
    await expect(render('<SectionCard section="introduction">x</SectionCard>\n<SectionCard section="introduction">y</SectionCard>', one)).rejects.toThrow(
      `${file}: section "introduction" has two cards`,
    );
    await expect(render('<SectionCard section="introduction">x</SectionCard>', { sections: sections.slice(0, 3) })).rejects.toThrow(
      `${file}: no <SectionCard> for the docs sidebar's section(s) "setup" (Section 1), "configuration" (Section 2)`,
    );
    await expect(render('<Lead>Written here</Lead>\n<SectionCard section="introduction">x</SectionCard>', one)).rejects.toThrow(
      `${file}: <Lead> takes no text here; the docs index's lead is the frontmatter field "description"`,
    );
  } finally {
    process.env.NODE_ENV = env;
  }
});
