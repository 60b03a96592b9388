import React from 'react';
import { examplesColumnStyle } from './ExamplesColumn.style';

/** The code samples and response examples: in the flow on narrow screens, a sticky column beside the details on wide ones. */
export function ExamplesColumn({ children }: { children: React.ReactNode }) {
  return (
    <div className="api-examples" css={examplesColumnStyle}>
      {children}
    </div>
  );
}
