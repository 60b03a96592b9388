/**
 * Picks each guide's logo from `simple-icons` (CC0) at build time. Only the chosen paths
 * reach the pages: the package itself never enters the browser bundle.
 */
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

function icons(): Map<string, SimpleIcon> {
  if (!bySlug) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const all = require('simple-icons') as Record<string, SimpleIcon>;
    bySlug = new Map(Object.values(all).filter(icon => icon && typeof icon.slug === 'string').map(icon => [icon.slug, icon]));
  }
  return bySlug;
}

/** The logo of the guide at `route`, or null (the page shows a monogram). Throws on a slug the package lacks. */
export function appLogo(route: string): AppLogoData | null {
  const slug = APP_LOGO_SLUGS[route];
  if (!slug) return null;
  const icon = icons().get(slug);
  if (!icon) throw new Error(`src/gatsby/app-logos.ts: simple-icons has no icon "${slug}" (for the guide "${route}")`);
  // Logos sit on a tile painted with --c-bg-soft.
  return {
    path: icon.path,
    light: logoColour(icon.hex, themeTokens(themeVariables, 'light')['bg-soft']),
    dark: logoColour(icon.hex, themeTokens(themeVariables, 'dark')['bg-soft']),
  };
}
