/** App logos on the client gallery, the home page and guide titles (pure). */
import { contrast } from '../../lib/contrast';

/** A logo chosen at build time: its symbol in the logo sprite (site path + #id) and its colour per theme. */
export interface AppLogoData {
  href: string;
  /** Brand colour where it stands out from the logo tile, else null (the text colour). */
  light: string | null;
  dark: string | null;
}

/**
 * Graphics need 3:1 against what surrounds them (WCAG 1.4.11).
 * @internal Exported for its tests; production uses it in this file only.
 */
export const LOGO_MIN_CONTRAST = 3;

export function logoColour(hex: string, tileBackground: string): string | null {
  const colour = `#${hex.toLowerCase()}`;
  return contrast(colour, tileBackground) >= LOGO_MIN_CONTRAST ? colour : null;
}

/** Monogram for apps without a logo: the initials of the first two words, else the first letter. */
export function monogram(name: string): string {
  const words = name.split(/[\s-]+/).filter(w => /^[a-z0-9]/i.test(w));
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? name).charAt(0);
  return letters.toUpperCase();
}
