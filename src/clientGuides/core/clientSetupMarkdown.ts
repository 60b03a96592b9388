/**
 * The facts under a client guide's title as Markdown, for its twin (the Pocket ID half of
 * the setup is the page's component, rendered and converted in src/twins/writeTwins.ts).
 */
import type { ClientType, PkceSupport } from './clientExample';
import { clientBadges } from './clientBadges';

/** A client guide's frontmatter facts (CLIENT_EXAMPLE_FRONTMATTER in clientExample.ts checks them). */
export interface ClientGuideFacts {
  name: string;
  homepage: string;
  category: string;
  redirectUris: readonly string[];
  postLogoutRedirectUris: readonly string[];
  pkce: PkceSupport;
  clientType: ClientType;
  groupsClaim: boolean;
  roleMapping?: string | null;
  minVersion?: string | null;
  lastChecked: string;
  sources: readonly string[];
}

/** The badges and the links under the guide's title. */
export function clientFactsMarkdown(facts: ClientGuideFacts): string {
  const badges = clientBadges(facts)
    .map(b => b.label)
    .join(' · ');
  const meta = [`[${facts.name} website](${facts.homepage})`];
  if (facts.minVersion) meta.push(`Needs ${facts.name} ${facts.minVersion} or later`);
  const sources = facts.sources.map(url => `- <${url}>`).join('\n');
  return `${badges}\n\n${meta.join(' · ')}\n\nSources checked on ${facts.lastChecked}:\n\n${sources}`;
}
