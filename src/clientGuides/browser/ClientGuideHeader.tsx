import React from 'react';
import { ClientBadges } from './ClientBadges';
import { ClientSourcesLine } from './ClientSources';
import { minVersionNote, type ClientGuideFacts } from '../core/clientExample';

/**
 * What a client guide shows under its title: badges, then one quiet line with the app's
 * website, its minimum version and when the guide was checked (its sources are listed at
 * the end of the body, so the first step is close to the top). Rendered to HTML on the Node
 * side, in build and develop alike (src/gatsby/bodies/pageBodies.tsx).
 */
export function ClientGuideHeader({ facts }: { facts: ClientGuideFacts }) {
  const needs = minVersionNote(facts);
  return (
    <>
      <ClientBadges facts={facts} />
      <p className="client-meta">
        <a href={facts.homepage}>{facts.name} website</a>
        {needs && <> · {needs}</>} · <ClientSourcesLine sources={facts.sources} lastChecked={facts.lastChecked} />
      </p>
    </>
  );
}
