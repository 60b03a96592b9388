/** The controls whose behaviour lives in the on-demand `interactive` enhancer chunk. */
export const INTERACTIVE_CONTROL = 'button[data-copy], [role="tab"], button[data-toggle], button[data-schema-expand], input[data-variable-filter]';

/** Keys that move between tabs (the tabs enhancer's WAI-ARIA pattern). */
export const TAB_KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
