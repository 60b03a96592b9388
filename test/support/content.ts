/** The route table, derived from content/ the same way the site derives it. */
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import { CONTENT_DIR } from './paths';
import { mdxFiles } from './files';
import { docRouteFromRelativePath } from '../../src/lib/paths';

export interface ContentPage {
  route: string;
  /** Repository-relative source path, e.g. content/docs/introduction.mdx */
  sourcePath: string;
  title: string;
  draft: boolean;
  kind: 'doc' | 'client-example';
}

export function frontmatterOf(file: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'));
  return match ? ((yaml.load(match[1]) as Record<string, unknown>) ?? {}) : {};
}

export function contentPages(): ContentPage[] {
  const docsDir = path.join(CONTENT_DIR, 'docs');
  const examplesDir = path.join(CONTENT_DIR, 'client-examples');
  const docs = mdxFiles(docsDir).map<ContentPage>(file => {
    const data = frontmatterOf(file);
    return {
      route: docRouteFromRelativePath(path.relative(docsDir, file).split(path.sep).join('/')),
      sourcePath: `content/docs/${path.relative(docsDir, file).split(path.sep).join('/')}`,
      title: String(data.title),
      draft: data.draft === true,
      kind: 'doc',
    };
  });
  const examples = mdxFiles(examplesDir).map<ContentPage>(file => {
    const data = frontmatterOf(file);
    const name = path.basename(file, '.mdx');
    return {
      route: `/docs/client-examples/${name}`,
      sourcePath: `content/client-examples/${path.basename(file)}`,
      title: String(data.name),
      draft: data.draft === true,
      kind: 'client-example',
    };
  });
  return [...docs, ...examples];
}

/** Production routes every build must contain. */
export function routeTable(): string[] {
  return [
    '/',
    '/docs/',
    '/docs/introduction',
    '/docs/search',
    ...contentPages()
      .filter(p => !p.draft)
      .map(p => p.route),
  ].filter((r, i, all) => all.indexOf(r) === i);
}

/** How many client guides the index lists: one per published content/client-examples/*.mdx, so adding a guide needs no test edit. */
export const publishedClientGuideCount = (): number => contentPages().filter(page => page.kind === 'client-example' && !page.draft).length;
