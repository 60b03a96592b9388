/** The markup the code samples' "Full body" toggle shares with its behaviour (CodeSamples.tsx, SampleBodyToggle.tsx, SampleBodyToggle.behaviour.ts). */

/** Class of the code samples' section: the toggle switches the samples inside it. */
export const CODE_SAMPLES = 'code-samples';
/** On the "Full body" button (a toggle button: `aria-pressed`). */
export const FULL_BODY_TOGGLE = 'data-full-body';
/** Around each sample's code block: the body it sends, `short` or `full` (core/sampleBody.ts). */
export const SAMPLE_BODY = 'data-sample-body';
