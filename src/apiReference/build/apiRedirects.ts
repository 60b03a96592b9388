/**
 * Static redirects from the optional API redirects file (OPENAPI_REDIRECTS, openApiFiles.ts),
 * so bookmarks of renamed operations and tags keep working.
 */
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import type { Reporter } from 'gatsby';
import type { PageCreator } from '../../gatsby/pages/pageCreator';
import { openApiRedirects } from './openApiFiles';
import { API_BASE } from '../core/routes';
import { PROJECT_ROOT } from '../../gatsby/projectRoot';

/** `old-slug: new-slug` pairs from the optional redirects file (errors name the file). */
function readApiRedirects(file: string | null): Record<string, string> {
  if (!file) return {};
  const full = path.resolve(PROJECT_ROOT, file);
  if (!fs.existsSync(full)) return {};
  const data = yaml.load(fs.readFileSync(full, 'utf8'));
  if (!data || typeof data !== 'object' || Array.isArray(data) || Object.values(data).some(v => typeof v !== 'string')) {
    throw new Error(`${file}: expected a map of old-slug: new-slug`);
  }
  return data as Record<string, string>;
}

/** A redirect per old slug whose target is a live operation or tag page (`liveSlugs`). */
export function createRenamedPageRedirects(liveSlugs: ReadonlySet<string>, pages: PageCreator, reporter: Reporter): void {
  let redirects: Record<string, string> = {};
  try {
    redirects = readApiRedirects(openApiRedirects);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  for (const [from, to] of Object.entries(redirects)) {
    if (!liveSlugs.has(to)) {
      reporter.warn(`${openApiRedirects}: redirect target "${to}" (from "${from}") is not an API page; skipped.`);
      continue;
    }
    if (liveSlugs.has(from)) continue; // a live page at the redirect's source wins
    pages.redirect(`${API_BASE}/${from}`, `${API_BASE}/${to}`, openApiRedirects ?? 'redirects');
  }
}
