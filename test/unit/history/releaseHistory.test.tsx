import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ReleaseHistory } from '../../../src/history/browser/ReleaseHistory';
import type { ReleaseSummary } from '../../../src/history/core/historyMarks';

const releases: ReleaseSummary[] = [
  { version: '2.0.0', date: '2025-08-01', notes: 'https://example.com/v2.0.0', breaking: true, changes: [{ kind: 'env', change: 'added', name: 'NEW_NAME' }] },
  { version: '1.6.1', date: '2025-07-06', notes: 'https://example.com/v1.6.1', breaking: false, changes: [] },
];

test("a release's heading is its name only (the TOC reads it), the Breaking badge sits beside it", () => {
  const html = renderToStaticMarkup(<ReleaseHistory releases={JSON.stringify(releases)} />);
  const headings = [...html.matchAll(/<h2 id="([^"]+)">(.*?)<\/h2>/g)].map(m => [m[1], m[2]]);
  expect(headings).toEqual([
    ['v2-0-0', 'Pocket ID 2.0'],
    ['v1-6-1', 'Pocket ID 1.6.1'],
  ]);
  expect(html).toContain('Breaking');
});
