/**
 * The facts under a client guide's title as Markdown, for its twin (the Pocket ID half of
 * the setup is the page's component, rendered and converted in src/twins/writeTwins.ts).
 */
import { minVersionNote, type ClientGuideFacts } from './clientExample';
import { clientBadges } from './clientBadges';

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
