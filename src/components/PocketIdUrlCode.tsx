import React from 'react';
import { POCKET_ID_URL } from '../lib/pocketIdUrl';
import { codePieces, UNBROKEN_PIECE } from '../lib/identifierBreaks';

/**
 * The guides' example Pocket ID address, optionally with a path, as code: MDX prose writes `<PocketIdUrl path="/authorize" />`.
 * It breaks where inline code in MDX does (src/gatsby/mdx/rehypeCodeBreaks.ts): after a `/`, never at a hyphen.
 */
export function PocketIdUrlCode({ path = '' }: { path?: string }) {
  return (
    <code>
      {codePieces(`${POCKET_ID_URL}${path}`).map(({ text, unbroken }, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {unbroken ? <span className={UNBROKEN_PIECE}>{text}</span> : text}
        </React.Fragment>
      ))}
    </code>
  );
}
