/**
 * Social preview cards: one 1200x630 PNG per page under public/og/, laid out by satori
 * (src/lib/socialCard.ts) and rasterised by resvg. Everything is local: the Inter font
 * comes from the @fontsource/inter package (WOFF, which satori reads; it cannot read WOFF2)
 * and the logo from static/logo.svg, so the build needs no network. A card whose inputs
 * have not changed is copied from .cache/social-cards/ instead of being drawn again.
 */
import fs from 'fs';
import path from 'path';
import { createHash } from 'crypto';
import { createRequire } from 'module';
import { socialCardTree } from '../lib/socialCard';
import { socialCardPath, SOCIAL_CARD_SIZE } from '../lib/markdownTwin';

/* eslint-disable @typescript-eslint/no-var-requires */
const satori = require('satori').default;
const { Resvg } = require('@resvg/resvg-js');

const projectRoot = path.resolve(__dirname, '..', '..');
const cacheDir = path.join(projectRoot, '.cache', 'social-cards');

export interface CardPage {
  route: string;
  title: string;
  section: string;
}

export interface CardSite {
  siteName: string;
  host: string;
}

function fontFile(weight: 400 | 700): Buffer {
  // Resolved from the project, not from the compiled gatsby-node bundle.
  const file = createRequire(path.join(projectRoot, 'package.json')).resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  return fs.readFileSync(file);
}

/** Writes every card; resolves to the number written, how many were drawn, and the milliseconds it took. */
export async function writeSocialCards(publicDir: string, site: CardSite, pages: CardPage[]): Promise<{ count: number; drawn: number; ms: number }> {
  const start = Date.now();
  let drawn = 0;
  fs.mkdirSync(cacheDir, { recursive: true });
  // Whatever changes the pixels: this file, the layout, the logo and the page's own text.
  const inputs = ['src/gatsby/social-cards.ts', 'src/lib/socialCard.ts', 'static/logo.svg'].map(f => fs.readFileSync(path.join(projectRoot, f), 'utf8')).join('\0');
  const fonts = [
    { name: 'Inter', data: fontFile(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: fontFile(700), weight: 700, style: 'normal' },
  ];
  const logo = fs.readFileSync(path.join(projectRoot, 'static', 'logo.svg'));
  const logoDataUrl = `data:image/svg+xml;base64,${logo.toString('base64')}`;
  for (const page of pages) {
    const content = { title: page.title, section: page.section, siteName: site.siteName, host: site.host, logoDataUrl };
    const key = createHash('sha256').update(inputs).update(JSON.stringify({ ...content, logoDataUrl: '' })).digest('hex').slice(0, 32);
    const cached = path.join(cacheDir, `${key}.png`);
    const file = path.join(publicDir, socialCardPath(page.route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (fs.existsSync(cached)) {
      fs.copyFileSync(cached, file);
      continue;
    }
    const svg: string = await satori(socialCardTree(content), { ...SOCIAL_CARD_SIZE, fonts });
    const png: Buffer = new Resvg(svg, { fitTo: { mode: 'width', value: SOCIAL_CARD_SIZE.width } }).render().asPng();
    fs.writeFileSync(file, png);
    fs.writeFileSync(cached, png);
    drawn++;
  }
  return { count: pages.length, drawn, ms: Date.now() - start };
}
