/**
 * Picks each guide's logo from `simple-icons` (CC0) at build time and writes the chosen
 * ones, and only those, into one SVG sprite (`public/app-logos.<hash>.svg`). Pages refer to
 * a logo by its symbol (`<use href>`), so neither the package nor the paths enter the
 * browser bundle, the HTML or the page data; the sprite is fetched once and cached.
 */
import crypto from 'crypto';
import fs from 'fs';
import type { GatsbyNode } from 'gatsby';
import path from 'path';
import { AppLogoData, logoColour } from '../lib/appLogo';
import { themeTokens } from '../lib/contrast';
import { themeVariables } from '../styles/tokens';

/**
 * Guide route -> simple-icons slug, for the apps the package has (checked by hand: same
 * product, same mark). Wordmarks that are illegible on a small tile (Synology) are left out.
 */
export const APP_LOGO_SLUGS: Record<string, string> = {
  Talos: 'talos',
  actual: 'actualbudget',
  audiobookshelf: 'audiobookshelf',
  bookstack: 'bookstack',
  'cloudflare-zero-trust': 'cloudflare',
  forgejo: 'forgejo',
  freshrss: 'freshrss',
  gitea: 'gitea',
  grafana: 'grafana',
  immich: 'immich',
  jellyfin: 'jellyfin',
  karakeep: 'karakeep',
  mealie: 'mealie',
  minio: 'minio',
  nextcloud: 'nextcloud',
  oCIS: 'owncloud',
  outline: 'outline',
  pangolin: 'pangolin',
  'paperless-ngx': 'paperlessngx',
  portainer: 'portainer',
  proxmox: 'proxmox',
  'proxmox-backup': 'proxmox',
  sonarqube: 'sonarqubeserver',
  vikunja: 'vikunja',
};

interface SimpleIcon {
  slug: string;
  path: string;
  hex: string;
}

let bySlug: Map<string, SimpleIcon> | null = null;

function icon(slug: string, route: string): SimpleIcon {
  if (!bySlug) {
    const all = require('simple-icons') as Record<string, SimpleIcon>;
    bySlug = new Map(
      Object.values(all)
        .filter(i => i && typeof i.slug === 'string')
        .map(i => [i.slug, i]),
    );
  }
  const found = bySlug.get(slug);
  if (!found) throw new Error(`src/gatsby/app-logos.ts: simple-icons has no icon "${slug}" (for the guide "${route}")`);
  return found;
}

/** The sprite's markup: one <symbol> per distinct logo, in slug order. */
export function appLogoSprite(): string {
  const slugs = [...new Set(Object.values(APP_LOGO_SLUGS))].sort();
  const symbols = slugs.map(slug => `<symbol id="${slug}" viewBox="0 0 24 24"><path d="${icon(slug, slug).path}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

let spriteFile: string | null = null;

/** Site path of the sprite; its name carries a hash of its content, so it can be cached for good. */
export function appLogoSpritePath(): string {
  if (!spriteFile) spriteFile = `/app-logos.${crypto.createHash('sha256').update(appLogoSprite()).digest('hex').slice(0, 10)}.svg`;
  return spriteFile;
}

/** Writes the sprite into the site's output folder (build and develop both serve public/). */
export function writeAppLogoSprite(publicDir: string): string {
  const file = path.join(publicDir, appLogoSpritePath());
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(file, appLogoSprite());
  return file;
}

/** The logo of the guide at `route`, or null (the page shows a monogram). Throws on a slug the package lacks. */
export function appLogo(route: string): AppLogoData | null {
  const slug = APP_LOGO_SLUGS[route];
  if (!slug) return null;
  const { hex } = icon(slug, route);
  // Logos sit on a tile painted with --c-bg-soft.
  return {
    href: `${appLogoSpritePath()}#${slug}`,
    light: logoColour(hex, themeTokens(themeVariables, 'light')['bg-soft']),
    dark: logoColour(hex, themeTokens(themeVariables, 'dark')['bg-soft']),
  };
}

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ reporter }) => {
  const file = writeAppLogoSprite(path.resolve(__dirname, '..', '..', 'public'));
  reporter.info(`App logos: ${path.basename(file)} with ${new Set(Object.values(APP_LOGO_SLUGS)).size} logos.`);
};
