import { RefObject, useEffect } from 'react';
import { followInternalLink, prefetchLinkTarget } from '../client/enhance/links';
import { copyOnClick } from '../client/enhance/copy';
import { restoreTabs, tabOnClick, tabOnKeyDown } from '../client/enhance/tabs';
import { toggleOnClick } from '../client/enhance/disclosure';
import { schemaExpandOnClick } from '../client/enhance/schemaExpand';
import { watchScrollableTables } from '../client/enhance/tables';
import { filterVariablesOnInput } from '../client/enhance/variableFilter';
import { useVersion } from '../providers/VersionProvider';

/**
 * The behaviour of a static island's interactive parts, one delegated listener per event
 * for the whole island: copy buttons, tabs, category toggles, schema-tree expanders, internal links (client-side
 * navigation and hover prefetch), scrollable tables and `#version` links.
 */
export function useEnhancers(ref: RefObject<HTMLElement>): void {
  const { releaseText } = useVersion();

  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const click = (event: MouseEvent) => {
      if (copyOnClick(event) || tabOnClick(event) || toggleOnClick(event) || schemaExpandOnClick(event)) return;
      followInternalLink(event);
    };
    restoreTabs(root);
    const stopWatchingTables = watchScrollableTables(root);
    root.addEventListener('click', click);
    root.addEventListener('keydown', tabOnKeyDown);
    root.addEventListener('input', filterVariablesOnInput);
    root.addEventListener('mouseover', prefetchLinkTarget);
    root.addEventListener('focusin', prefetchLinkTarget);
    return () => {
      stopWatchingTables();
      root.removeEventListener('click', click);
      root.removeEventListener('keydown', tabOnKeyDown);
      root.removeEventListener('input', filterVariablesOnInput);
      root.removeEventListener('mouseover', prefetchLinkTarget);
      root.removeEventListener('focusin', prefetchLinkTarget);
    };
  }, [ref]);

  useEffect(() => {
    if (!releaseText || !ref.current) return;
    for (const link of Array.from(ref.current.querySelectorAll('a[data-version-link]'))) link.textContent = releaseText;
  }, [ref, releaseText]);
}
