/** The controls whose behaviour lives in the on-demand `interactive` enhancer chunk. */
export const INTERACTIVE_CONTROL = 'button[data-copy], [role="tab"], button[data-toggle], button[data-schema-expand], input[data-variable-filter]';
