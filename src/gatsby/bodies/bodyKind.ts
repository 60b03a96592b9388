/**
 * What a kind of page body is (see PAGE_BODIES in pageBodies.tsx): how it renders its
 * facts to HTML fields, the shipped styles its CSS leaves out, and the fields its TOC is read from.
 */
import type { SerializedStyles } from '@emotion/react';
import type { BodyRenderer } from './renderStatic';

/** The HTML fields a body kind adds to its page's context, and their CSS (`bodyCss`, shown by BodyStyles). */
export type RenderedBody = Record<string, string>;

/** An MDX file's body (frontmatter removed) and its path, which errors name. */
export interface MdxFacts {
  body: string;
  file: string;
}

export interface BodyKind<Facts, Out extends RenderedBody> {
  /** Renders the parts with `body`, whose CSS the page gets as `bodyCss` (renderBody). */
  render(facts: Facts, body: BodyRenderer): Out | Promise<Out>;
  /** Emotion names of the styles the template ships (ShippedBodyStyles), whose rules `bodyCss` leaves out. */
  shipped: ReadonlySet<string>;
  /**
   * The fields, in page order, whose h2 and h3 are the page's TOC: renderBody reads them into
   * `headings` (htmlHeadings), so a heading is written once, where it is rendered. Every page
   * with a TOC has its body kind name them; kinds without are pages that show none.
   */
  toc?: readonly (keyof Out & string)[];
}

export const kind = <Facts, Out extends RenderedBody>(render: BodyKind<Facts, Out>['render'], shipped: SerializedStyles[] = []): BodyKind<Facts, Out> => ({
  render,
  shipped: new Set(shipped.map(style => style.name)),
});

/** A body kind whose page's TOC is read from the fields named (see BodyKind's `toc`). */
export const withToc = <Facts, Out extends RenderedBody, Field extends keyof Out & string>(body: BodyKind<Facts, Out>, ...toc: Field[]) => ({ ...body, toc });
