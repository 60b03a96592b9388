/**
 * Renders a page body of a kind PAGE_BODIES declares, once per change of its facts: develop
 * re-runs createPages when a node changes (an MDX file, frontmatter, the OpenAPI file); the
 * changed body renders again, its page context changes, and Gatsby sends the page's new data
 * to the open page. Bodies rendered before come from bodyCache.ts; a body whose MDX does not
 * compile is shown as such in develop (brokenMdx.tsx).
 */
import { bodyRenderer } from './renderStatic';
import { cachedBody, keepBody, type StoredBody } from './bodyCache';
import { brokenMdxBody, mdxCompiled } from './brokenMdx';
import type { BodyKind, MdxFacts } from './bodyKind';
import { PAGE_BODIES } from './pageBodies';
import { isProductionBuild } from '../../lib/environment';
import { htmlHeadings, type TocHeading } from '../../lib/htmlHeadings';

export type BodyKindName = keyof typeof PAGE_BODIES;
type FactsOf<K extends BodyKindName> = Parameters<(typeof PAGE_BODIES)[K]['render']>[0];
type RenderedOf<K extends BodyKindName> = Awaited<ReturnType<(typeof PAGE_BODIES)[K]['render']>>;
/** Every kind as a BodyKind of its own facts and fields, so that `kinds[name]` renders `FactsOf<K>` without a cast. */
type BodyKinds = { [K in BodyKindName]: BodyKind<FactsOf<K>, RenderedOf<K>> };
/** The names of the HTML fields the bodies of kinds K carry (contentHtml, headerHtml, …), for code that places them all (develop/searchArticle.tsx). */
export type BodyHtmlField<K extends BodyKindName = BodyKindName> = { [N in K]: keyof RenderedOf<N> & string }[K];
/** A body's fields, with the headings of its TOC when its kind reads them from the body. */
export type BodyOf<K extends BodyKindName> = RenderedOf<K> & { bodyCss: string } & ((typeof PAGE_BODIES)[K] extends {
    toc: readonly string[];
  }
    ? { headings: TocHeading[] }
    : unknown);

/** Renders a body of kind `name` from its facts (or returns it from an earlier run). */
export async function renderBody<K extends BodyKindName>(name: K, facts: FactsOf<K>, basePath = ''): Promise<BodyOf<K>> {
  const cached = await cachedBody(name, facts, basePath);
  if (cached.body) return cached.body as BodyOf<K>;
  const file = (facts as Partial<MdxFacts>).file;
  let rendered: StoredBody;
  try {
    const body = bodyRenderer(basePath);
    const kinds: BodyKinds = PAGE_BODIES;
    const bodyKind = kinds[name];
    const fields = await bodyKind.render(facts, body);
    const toc = bodyKind.toc && { headings: htmlHeadings(bodyKind.toc.map(field => fields[field]).join('')) };
    rendered = { ...fields, bodyCss: body.css(bodyKind.shipped), ...toc };
  } catch (error) {
    if (isProductionBuild() || !file) throw error;
    return brokenMdxBody(file, error as Error, basePath, 'toc' in PAGE_BODIES[name]) as BodyOf<K>;
  }
  if (file) mdxCompiled(file);
  await keepBody(cached.slot, rendered);
  return rendered as BodyOf<K>;
}

/**
 * Each item paired with its body, in the items' order, the bodies asked for all at once:
 * develop reads each body from Gatsby's cache and writes it there, and those waits, taken one
 * body at a time, added about 1.5 s to a cold start. Creators then make pages from the pairs.
 */
export async function withBodies<T, B>(items: readonly T[], bodyOf: (item: T) => Promise<B>): Promise<[T, B][]> {
  const bodies = await Promise.all(items.map(bodyOf));
  return items.map((item, i) => [item, bodies[i]]);
}
