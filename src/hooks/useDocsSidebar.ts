import { graphql, useStaticQuery } from 'gatsby';
import type { SidebarItem } from '../lib/sidebar';

/** The sidebar tree, fetched once through a static query shared by every page. */
export function useDocsSidebar(): SidebarItem[] {
  const data = useStaticQuery<{ docsSidebar: SidebarItem[] }>(graphql`
    query DocsSidebar {
      docsSidebar
    }
  `);
  return data.docsSidebar;
}
