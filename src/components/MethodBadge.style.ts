import { METHOD_BADGE } from './MethodBadge.attributes';

/**
 * The method badge's look, coloured per method. It goes into the global sheet
 * (src/styles/global.ts) rather than an Emotion `css` on MethodBadge: every docs page's
 * sidebar lists every operation with a badge, so as Emotion css the rules would ride in
 * the first-load JS of six page types (about 120 bytes gzip, over the API operation page's
 * budget), and the served sheet would carry them a second time.
 */
export const methodBadgeRules = `.${METHOD_BADGE} { display: inline-block; flex: none; min-width: 3.4em; padding: 0 0.3em; border-radius: 0.25rem; font-size: var(--text-2xs); font-weight: 700; line-height: 1.5; text-align: center; font-family: var(--font-mono); text-transform: uppercase; border: 1px solid currentColor; }
.${METHOD_BADGE}[data-method='get'] { color: var(--c-get); } .${METHOD_BADGE}[data-method='post'] { color: var(--c-post); } .${METHOD_BADGE}[data-method='put'] { color: var(--c-put); }
.${METHOD_BADGE}[data-method='patch'] { color: var(--c-patch); } .${METHOD_BADGE}[data-method='delete'] { color: var(--c-delete); }`;
