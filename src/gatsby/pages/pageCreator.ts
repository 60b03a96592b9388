/** Page creation for one createPages run, with the record of routes that names duplicates. */
import type { Actions } from 'gatsby';
import { findDuplicateRoutes } from '../../linkCheck/linkCheck';

type PageInput = Parameters<Actions['createPage']>[0];

export interface PageCreator {
  create(page: PageInput, source: string): void;
  /** A static redirect stub from `from` to `to`. */
  redirect(from: string, to: string, source: string): void;
  /** Routes created more than once by this creator, with their sources. */
  duplicates(): { route: string; sources: string[] }[];
}

interface PageCreatorOptions {
  /** Template that renders a redirect stub from its `redirectTo` context. */
  redirectComponent: string;
  /** Called once per template, before the first page made with it (the default-export check). */
  checkComponent?(component: string): void;
}

/**
 * A creator per run: the routes it remembers belong to that run alone, so a second
 * createPages (gatsby develop re-runs it) starts from nothing.
 */
export function pageCreator(actions: Pick<Actions, 'createPage'>, { redirectComponent, checkComponent }: PageCreatorOptions): PageCreator {
  const created: { route: string; source: string }[] = [];
  const checked = new Set<string>();
  const create = (page: PageInput, source: string) => {
    if (!checked.has(page.component)) {
      checked.add(page.component);
      checkComponent?.(page.component);
    }
    created.push({ route: page.path, source });
    actions.createPage(page);
  };
  return {
    create,
    redirect: (from, to, source) => create({ path: from, component: redirectComponent, context: { redirectTo: to } }, source),
    duplicates: () => findDuplicateRoutes(created),
  };
}
