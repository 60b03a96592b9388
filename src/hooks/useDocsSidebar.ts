import { graphql, useStaticQuery } from 'gatsby';
import type { SidebarItem } from '../lib/sidebar';
import type { WithJson } from '../lib/pageData';

/** The sidebar tree, fetched once through a static query shared by every page. */
export function useDocsSidebar(): SidebarItem[] {
  const data = useStaticQuery<WithJson<Queries.DocsSidebarQuery, { docsSidebar: SidebarItem[] }>>(graphql`
    query DocsSidebar {
      docsSidebar
    }
  `);
  return data.docsSidebar;
}
