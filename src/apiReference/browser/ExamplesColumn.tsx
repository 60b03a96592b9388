import React from 'react';
import { examplesColumnStyle } from './ExamplesColumn.style';
import { API_EXAMPLES } from './ExamplesColumn.attributes';

/** The code samples and response examples: in the flow on narrow screens, a sticky column beside the details on wide ones. */
export function ExamplesColumn({ children }: { children: React.ReactNode }) {
  return (
    <div className={API_EXAMPLES} css={examplesColumnStyle}>
      {children}
    </div>
  );
}
