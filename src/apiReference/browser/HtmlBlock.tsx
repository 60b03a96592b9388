import React from 'react';

/** Markdown from the spec, rendered to sanitised HTML at build time. */
export function HtmlBlock({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return <div className={className ?? 'api-markdown'} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Inline text with `code` spans (used for generated authentication lines). */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`)/g);
  return <>{parts.map((part, index) => (part.startsWith('`') && part.endsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part))}</>;
}
