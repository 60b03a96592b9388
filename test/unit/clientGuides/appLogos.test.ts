import fs from 'fs';
import path from 'path';
import os from 'os';
import { APP_LOGO_SLUGS, createAppLogos } from '../../../src/clientGuides/build/appLogos';

const logos = createAppLogos();
import { LOGO_MIN_CONTRAST, logoColour, monogram } from '../../../src/clientGuides/core/appLogo';
import { contrast, themeTokens } from '../../../src/lib/contrast';
import { themeVariables } from '../../../src/styles/tokens';

const guides = fs.readdirSync(path.resolve(__dirname, '../../../content/client-examples')).map(f => f.replace(/\.mdx$/, ''));

test('every mapped logo belongs to an existing guide and exists in simple-icons', () => {
  for (const route of Object.keys(APP_LOGO_SLUGS)) {
    expect(guides).toContain(route);
    expect(logos.logo(route)?.href).toBe(`${logos.spritePath()}#${APP_LOGO_SLUGS[route]}`);
  }
  expect(logos.logo('no-such-guide')).toBeNull();
});

test('the sprite holds exactly the logos in use, once each, under a content-hashed name', () => {
  const sprite = logos.sprite();
  const ids = Array.from(sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[Mm][^"]+"\/><\/symbol>/g), m => m[1]);
  expect(ids).toEqual([...new Set(Object.values(APP_LOGO_SLUGS))].sort());
  expect(logos.spritePath()).toMatch(/^\/app-logos\.[0-9a-f]{10}\.svg$/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logos-'));
  const file = logos.writeSprite(dir);
  expect(path.basename(file)).toBe(logos.spritePath().slice(1));
  expect(fs.readFileSync(file, 'utf8')).toBe(sprite);
});

test('logo colours stand out from the tile in both themes (3:1), else fall back to the text colour', () => {
  for (const theme of ['light', 'dark'] as const) {
    const tokens = themeTokens(themeVariables, theme);
    for (const route of Object.keys(APP_LOGO_SLUGS)) {
      const colour = logos.logo(route)![theme] ?? tokens.text;
      expect(contrast(colour, tokens['bg-soft'])).toBeGreaterThanOrEqual(LOGO_MIN_CONTRAST);
    }
  }
  expect(logoColour('000000', '#ffffff')).toBe('#000000');
  expect(logoColour('000000', '#1a1d23')).toBeNull();
});

test('monograms use the initials of the first two words', () => {
  expect(monogram('Kasm Workspaces')).toBe('KW');
  expect(monogram('linkding')).toBe('L');
  expect(monogram('Semaphore UI')).toBe('SU');
  expect(monogram('FileBrowser Quantum')).toBe('FQ');
});
