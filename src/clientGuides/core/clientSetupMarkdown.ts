/**
 * The facts under a client guide's title as Markdown, for its twin (the Pocket ID half of
 * the setup is the page's component, rendered and converted in src/twins/writeTwins.ts).
 */
import type { Frontmatter } from '../../lib/frontmatter';
import type { CLIENT_EXAMPLE_FRONTMATTER } from './clientExample';
import { clientBadges } from './clientBadges';

type GuideFrontmatter = Frontmatter<typeof CLIENT_EXAMPLE_FRONTMATTER>;

/** A field's value as a query result gives it: lists read-only. */
type AsQueried<T> = T extends readonly (infer Item)[] ? readonly Item[] : T;

/**
 * A client guide's frontmatter facts, typed by the declaration that checks them
 * (CLIENT_EXAMPLE_FRONTMATTER in clientExample.ts): every field but the description (the
 * page's lead and meta description, queried with the page) and draft (whether there is a
 * page at all). So a new field is a fact, and the type check fails until the
 * ClientGuideFacts fragment (../build/clientGuideFacts.ts) selects it; leave it out here if
 * no page shows it.
 */
export type ClientGuideFacts = {
  readonly [F in Exclude<keyof GuideFrontmatter, 'description' | 'draft'>]: AsQueried<GuideFrontmatter[F]>;
};

/** The app version a guide needs, as the page and the twin both say it; null when any version will do. */
export function minVersionNote(facts: Pick<ClientGuideFacts, 'name' | 'minVersion'>): string | null {
  return facts.minVersion ? `Needs ${facts.name} ${facts.minVersion} or later` : null;
}

/** The badges and the links under the guide's title. */
export function clientFactsMarkdown(facts: ClientGuideFacts): string {
  const badges = clientBadges(facts)
    .map(b => b.label)
    .join(' · ');
  const meta = [`[${facts.name} website](${facts.homepage})`];
  const needs = minVersionNote(facts);
  if (needs) meta.push(needs);
  const sources = facts.sources.map(url => `- <${url}>`).join('\n');
  return `${badges}\n\n${meta.join(' · ')}\n\nSources checked on ${facts.lastChecked}:\n\n${sources}`;
}
