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
import { AppLogoData, logoColour } from '../core/appLogo';
import { themeTokens } from '../../lib/contrast';
import { themeVariables } from '../../styles/tokens';
import { PROJECT_ROOT } from '../../gatsby/projectRoot';

/**
 * Guide route -> simple-icons slug, for the apps the package has (checked by hand: same
 * product, same mark). Wordmarks that are illegible on a small tile (Synology) are left out.
 * A guide with no entry here is fine: `logo()` gives null and the page shows the app's
 * initials on the same tile (monogram in ../core/appLogo.ts); a slug the package lacks
 * fails the build.
 * @internal Exported for its tests; production uses it in this file only.
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

/** The app logos of one build: simple-icons indexed once, and the sprite named by a hash of its content. */
interface AppLogos {
  /** The logo of the guide at `route`, or null (the page shows a monogram). Throws on a slug the package lacks. */
  logo(route: string): AppLogoData | null;
  /** The sprite's markup: one <symbol> per distinct logo, in slug order. */
  sprite(): string;
  /** Site path of the sprite; its name carries a hash of its content, so it can be cached for good. */
  spritePath(): string;
  /** Writes the sprite into the site's output folder (build and develop both serve public/); returns the file. */
  writeSprite(publicDir: string): string;
}

function indexIcons(): Map<string, SimpleIcon> {
  const all = require('simple-icons') as Record<string, SimpleIcon>;
  return new Map(
    Object.values(all)
      .filter(i => i && typeof i.slug === 'string')
      .map(i => [i.slug, i]),
  );
}

export function createAppLogos(): AppLogos {
  const bySlug = indexIcons();
  const icon = (slug: string, route: string): SimpleIcon => {
    const found = bySlug.get(slug);
    if (!found) throw new Error(`src/clientGuides/build/appLogos.ts: simple-icons has no icon "${slug}" (for the guide "${route}")`);
    return found;
  };
  const sprite = () => {
    const slugs = [...new Set(Object.values(APP_LOGO_SLUGS))].sort();
    const symbols = slugs.map(slug => `<symbol id="${slug}" viewBox="0 0 24 24"><path d="${icon(slug, slug).path}"/></symbol>`);
    return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  };
  const markup = sprite();
  const spritePath = `/app-logos.${crypto.createHash('sha256').update(markup).digest('hex').slice(0, 10)}.svg`;
  // Logos sit on a tile painted with --c-bg-soft.
  const tiles = { light: themeTokens(themeVariables, 'light')['bg-soft'], dark: themeTokens(themeVariables, 'dark')['bg-soft'] };
  return {
    logo(route) {
      const slug = APP_LOGO_SLUGS[route];
      if (!slug) return null;
      const { hex } = icon(slug, route);
      return { href: `${spritePath}#${slug}`, light: logoColour(hex, tiles.light), dark: logoColour(hex, tiles.dark) };
    },
    sprite: () => markup,
    spritePath: () => spritePath,
    writeSprite(publicDir) {
      const file = path.join(publicDir, spritePath);
      fs.mkdirSync(publicDir, { recursive: true });
      fs.writeFileSync(file, markup);
      return file;
    },
  };
}

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ reporter }) => {
  const file = createAppLogos().writeSprite(path.join(PROJECT_ROOT, 'public'));
  reporter.info(`App logos: ${path.basename(file)} with ${new Set(Object.values(APP_LOGO_SLUGS)).size} logos.`);
};
