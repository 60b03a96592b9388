import React from 'react';
import type { ApiResponse } from '../core/types';
import { statusBadgeStyle } from './StatusBadge.style';

/** An HTTP status in a box coloured by its kind: success green, errors red, the rest blue. */
export function StatusBadge({ response }: { response: ApiResponse }) {
  return (
    <span className="status" data-kind={response.kind} css={statusBadgeStyle}>
      {response.status}
    </span>
  );
}
