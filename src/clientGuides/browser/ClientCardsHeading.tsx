import React from 'react';

/**
 * The heading of the client-examples index's cards: hidden on screen (the page's title and
 * the filters say what the cards are), it names the list for screen readers and is the
 * page's first TOC entry, which the build reads from the cards' HTML (src/lib/htmlHeadings.ts).
 */
export function ClientCardsHeading() {
  return (
    <h2 id="applications" className="visually-hidden">
      Applications
    </h2>
  );
}
