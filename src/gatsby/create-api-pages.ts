/** API reference pages: wired once the OpenAPI source exists (see source-openapi.ts). */
import type { Actions, CreatePagesArgs } from 'gatsby';
import type { SidebarItem } from '../lib/sidebar';

export interface PageHelpers {
  trackedCreatePage: (actions: Actions, page: Parameters<Actions['createPage']>[0], source: string) => void;
  createRedirectPage: (actions: Actions, from: string, to: string, source: string) => void;
  template: (name: string) => string;
  docsSidebar: SidebarItem[];
}

export async function createApiPages(_args: CreatePagesArgs, _helpers: PageHelpers): Promise<void> {
  // Filled in by the API reference.
}
