/** The controls whose behaviour lives in the on-demand `interactive` enhancer chunk (a "Your setup" form's, in the chunk it loads). */
export const INTERACTIVE_CONTROL =
  'button[data-copy], [role="tab"], button[data-toggle], button[data-schema-expand], input[data-variable-filter], form[data-your-setup-form]';

/** Keys that move between tabs (the tabs enhancer's WAI-ARIA pattern). */
export const TAB_KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
