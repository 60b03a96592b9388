import React, { useRef, useState } from 'react';
import { isHydrating } from '../client/hydration';
import { useIslandControls } from '../hooks/useIslandControls';
import { ISLAND } from './StaticIsland.attributes';

/**
 * True in the production browser bundle only (not in the server render, develop or tests):
 * markup that never changes after the build is adopted from the document there, so its
 * components can stay out of the bundle.
 */
const BROWSER_BUILD = process.env.DOCS_BROWSER_BUNDLE === 'true';

interface StaticIslandProps {
  /** Unique on the page: the first load finds the server's markup by it. */
  id: string;
  /** Markup rendered at build time, shown instead of the children (every body: src/gatsby/bodies/pageBodies.tsx). */
  html?: string;
  as?: 'div' | 'nav' | 'section' | 'footer';
  /**
   * The same markup on every page (the site footer): the browser always adopts it from the
   * document, whether React hydrates or renders afresh, and its children are left out of
   * the production bundle by the caller, which must write the `process.env.DOCS_BROWSER_BUNDLE`
   * test out in place (webpack does not fold an imported constant; see Footer).
   */
  shell?: boolean;
  className?: string;
  'aria-label'?: string;
  children?: React.ReactNode;
}

/**
 * Content React renders on the server and, in the browser, never re-creates on first
 * load: during hydration the island adopts the server's DOM (one element instead of its
 * whole tree). Later renders (client-side navigation, `gatsby develop`) render `html`
 * where the build rendered it, else the children. Interactive parts inside work through
 * delegated listeners (useIslandControls), whoever rendered the markup.
 *
 * Give the island a `key` that changes with the page, so each page gets its own.
 */
export function StaticIsland({ id, html, as: Tag = 'div', className, shell = false, children, ...rest }: StaticIslandProps) {
  const [serverHtml] = useState(() => (isHydrating() || (shell && BROWSER_BUILD) ? document.getElementById(id)?.innerHTML : undefined));
  const ref = useRef<HTMLElement>(null);
  useIslandControls(ref);
  const markup = serverHtml ?? html ?? null;
  const attributes = { id, className, ref: ref as React.RefObject<never>, [ISLAND]: '', ...rest };
  if (markup !== null) return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />;
  return <Tag {...attributes}>{children}</Tag>;
}
