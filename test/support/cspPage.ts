/** A page with its policy, for tests: the post-build feeds `cspReader` from each page's shared parse (src/gatsby/postBuild/postBuild.ts). */
import { readHtml } from '../../src/lib/htmlStream';
import { cspReader } from '../../src/hosting/csp';

/** `html` with its policy. */
export function withCspMeta(html: string, connectOrigins: string[]): string {
  const reader = cspReader();
  readHtml(html, reader);
  return reader.apply(html, connectOrigins);
}
