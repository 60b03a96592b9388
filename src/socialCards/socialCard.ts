/**
 * Layout of a page's social preview card (1200x630): the logo and site name, the section,
 * and the page title, in the light theme's colours (src/styles/tokens.ts). Returned as the
 * element tree satori lays out (plain objects, no React needed).
 */
import { SOCIAL_CARD_SIZE } from './cardPath';

export interface CardElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: (CardElement | string)[] | CardElement | string; src?: string; width?: number; height?: number };
}

/** Light theme tokens the card uses. */
const CARD_COLOURS = {
  background: '#ffffff',
  soft: '#f5f6f8',
  text: '#1b1d21',
  muted: '#4f5560',
  border: '#d9dce1',
  link: '#1d4ed8',
  accent: '#111827',
};

interface CardContent {
  title: string;
  section: string;
  siteName: string;
  /** Host name shown at the bottom, e.g. pocket-id.org. */
  host: string;
  /** The logo as a data: URL. */
  logoDataUrl: string;
}

const MAX_TITLE = 90;

/**
 * The title as it fits on the card: long titles are cut at a word and end in an ellipsis.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function cardTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_TITLE) return clean;
  const cut = clean.slice(0, MAX_TITLE);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * Font size that keeps the title within three lines.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function titleFontSize(title: string): number {
  if (title.length <= 28) return 80;
  if (title.length <= 50) return 68;
  return 56;
}

const el = (type: string, style: Record<string, string | number>, children?: CardElement['props']['children']): CardElement => ({
  type,
  props: { style, children },
});

export function socialCardTree(content: CardContent): CardElement {
  const title = cardTitle(content.title);
  const { width, height } = SOCIAL_CARD_SIZE;
  return el(
    'div',
    {
      width,
      height,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: CARD_COLOURS.background,
      fontFamily: 'Inter',
      color: CARD_COLOURS.text,
      borderBottom: `16px solid ${CARD_COLOURS.link}`,
    },
    [
      el('div', { display: 'flex', alignItems: 'center', padding: '56px 72px 0', gap: 24 }, [
        { type: 'img', props: { src: content.logoDataUrl, width: 88, height: 88 } },
        el('div', { fontSize: 44, fontWeight: 700, color: CARD_COLOURS.accent }, content.siteName),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', padding: '0 72px' }, [
        el('div', { fontSize: 32, fontWeight: 700, color: CARD_COLOURS.link, textTransform: 'uppercase', letterSpacing: 2, marginBottom: 20 }, content.section),
        el('div', { fontSize: titleFontSize(title), fontWeight: 700, lineHeight: 1.12 }, title),
      ]),
      el('div', { display: 'flex', justifyContent: 'space-between', padding: '0 72px 40px', fontSize: 28, color: CARD_COLOURS.muted }, [
        el('div', {}, content.host),
        el('div', {}, 'Documentation'),
      ]),
    ],
  );
}
