import React from 'react';
import { FULL_BODY_TOGGLE } from './SampleBodyToggle.attributes';
import { sampleBodyToggleStyle } from './SampleBodyToggle.style';

/**
 * "Full body": a toggle button (Enter or Space, as any button) that shows every field of the
 * body's example in each language's sample instead of the few that matter (core/sampleBody.ts).
 * Its behaviour is SampleBodyToggle.behaviour.ts; without scripts it is not shown.
 */
export function SampleBodyToggle() {
  return (
    <button type="button" className="full-body" css={sampleBodyToggleStyle} aria-pressed="false" {...{ [FULL_BODY_TOGGLE]: '' }}>
      Full body
    </button>
  );
}
