import React from 'react';
import { withPrefix } from 'gatsby';
import { OperationPath } from './OperationPath';
import { OPERATION_METHOD, OPERATION_PATH } from './OperationHeader.attributes';
import type { ApiPathSegment } from '../core/types';

/** What an operation header shows. */
export interface OperationHeaderFacts {
  method: string;
  path: string;
  pathSegments: ApiPathSegment[];
  operationId?: string | null;
  tag: { displayName: string; path: string };
}

/**
 * Method, path, tag and operation ID under an operation's title (the search index reads the
 * method and path from the data attributes). Rendered to HTML on the Node side, in build and
 * develop alike (src/gatsby/bodies/pageBodies.tsx).
 */
export function OperationHeader({ op }: { op: OperationHeaderFacts }) {
  return (
    <div {...{ [OPERATION_METHOD]: op.method.toUpperCase(), [OPERATION_PATH]: op.path }}>
      <OperationPath method={op.method} segments={op.pathSegments} />
      <p className="api-tag-link">
        Part of <a href={withPrefix(op.tag.path)}>{op.tag.displayName}</a>
        {op.operationId && (
          <>
            {' '}
            · operation ID <code>{op.operationId}</code>
          </>
        )}
      </p>
    </div>
  );
}
