/** Pocket ID's "**Access:**" note: the spec's prose on who may call an operation. */

const ACCESS_LABEL = /^\s*\*\*Access:\*\*\s*/;

/**
 * Separates a description's "**Access:**" paragraph (the spec's prose on who may call the
 * operation) from the rest, so the page shows it in the Authentication section only. The
 * note starts with a capital letter once its label is gone.
 */
export function splitAccessNote(markdown: unknown): { description: unknown; access: string | null } {
  if (typeof markdown !== 'string') return { description: markdown, access: null };
  const paragraphs = markdown.split(/\n[ \t]*\n/);
  const index = paragraphs.findIndex(p => ACCESS_LABEL.test(p));
  if (index < 0) return { description: markdown, access: null };
  const note = paragraphs[index].replace(ACCESS_LABEL, '');
  const rest = paragraphs.filter((_, i) => i !== index).join('\n\n');
  return { description: rest.trim() === '' ? null : rest, access: note.charAt(0).toUpperCase() + note.slice(1) };
}
