import React from 'react';
import { withPrefix } from 'gatsby';
import { OperationPath } from './OperationPath';
import { OPERATION_METHOD, OPERATION_PATH } from './OperationHeader.attributes';
import type { ApiPathSegment } from '../core/types';
import type { SinceMarkFacts } from '../../history/core/historyMarks';

/** What an operation header shows. */
export interface OperationHeaderFacts {
  method: string;
  path: string;
  pathSegments: ApiPathSegment[];
  operationId?: string | null;
  tag: { displayName: string; path: string };
  /** The release that added the operation, when after 1.0.0 (Pocket ID's history). */
  sinceMark?: SinceMarkFacts;
}

/**
 * Method, path, tag and operation ID under an operation's title (the search index reads the
 * method and path from the data attributes). `mark` is the operation's "since" mark, put in by the page body's shell. Rendered to HTML on the Node side, in build and
 * develop alike (src/gatsby/bodies/pageBodies.tsx).
 */
export function OperationHeader({ op, mark }: { op: OperationHeaderFacts; mark?: React.ReactNode }) {
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
        {mark}
      </p>
    </div>
  );
}
