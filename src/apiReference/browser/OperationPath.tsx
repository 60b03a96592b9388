import React from 'react';
import { MethodBadge } from '../../components/MethodBadge';
import type { ApiPathSegment } from '../core/types';
import { operationPathStyle } from './OperationPath.style';

/** Method badge and path, with path parameters highlighted. */
export function OperationPath({ method, segments }: { method: string; segments: ApiPathSegment[] }) {
  return (
    <p css={operationPathStyle} className="operation-path">
      <MethodBadge method={method} />
      <span className="path">
        {segments.map((segment, index) =>
          segment.param ? (
            <span key={index} className="param" title="Path parameter">
              {segment.text}
            </span>
          ) : (
            <React.Fragment key={index}>{segment.text}</React.Fragment>
          ),
        )}
      </span>
    </p>
  );
}
