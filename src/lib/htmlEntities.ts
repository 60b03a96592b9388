/** Escaping for HTML written as strings (the sidebar and client-card islands); `entities` does the work. */
import { escapeUTF8 } from 'entities';

/** Escapes text for an HTML text node or a quoted attribute value (& < > " '). */
export const escapeHtml = escapeUTF8;
