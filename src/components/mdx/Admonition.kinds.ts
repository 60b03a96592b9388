/**
 * The admonition kinds and the label each opens with: the page's box (Admonition.tsx) and
 * the Markdown twin's blockquote (src/twins/mdxToMarkdown.ts) both read them here.
 */
export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

export const ADMONITION_TITLES: Record<AdmonitionType, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

/** The kind `type` names, or `note` for a missing or unknown one. */
export function admonitionKind(type: string | undefined): AdmonitionType {
  return type !== undefined && Object.hasOwn(ADMONITION_TITLES, type) ? (type as AdmonitionType) : 'note';
}
