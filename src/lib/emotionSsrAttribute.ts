/** The attribute that carries a hoisted component style's Emotion names (src/lib/hoistStyles.ts). */
export const SSR_STYLE_ATTRIBUTE = 'data-emotion-ssr';
