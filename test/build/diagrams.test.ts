/**
 * The flow diagrams are in the built pages as inline SVG: a title and a text version,
 * no script, colours only from the theme's custom properties; search and the Markdown
 * twin carry their text.
 */
import fs from 'fs';
import path from 'path';
import { PUBLIC_DIR } from '../support/paths';
import { htmlFileFor } from '../support/html';
import { extractRecords } from '../../src/search/build/extract';

const pages = {
  '/docs/guides/oidc-endpoints': 'Authorization code flow with PKCE',
  '/docs/guides/device-login': 'Device authorization grant',
  '/docs/setup/installation': 'Reverse proxy, TRUST_PROXY and the published port',
  '/docs/configuration/ldap': 'Direction of LDAP sync',
  '/docs/configuration/scim': 'Direction of SCIM provisioning',
  '/docs/configuration/allowed-groups': 'Who may sign in to a client',
};
const read = (route: string) => fs.readFileSync(htmlFileFor(route), 'utf8');
const figureOf = (html: string) => /<figure[^>]*class="diagram[ "][^>]*>([\s\S]*?)<\/figure>/.exec(html)?.[1] ?? '';

describe.each(Object.entries(pages))('%s', (route, title) => {
  const html = read(route);
  const figure = figureOf(html);

  it('has the diagram as an inline SVG with its title and description', () => {
    const svg = /<svg[^>]*role="img"[^>]*>[\s\S]*?<\/svg>/.exec(figure)?.[0] ?? '';
    expect(svg).toContain(`<title id="`);
    expect(svg).toContain(`>${title.replace(/&/g, '&amp;')}</title>`);
    expect(svg).toMatch(/<desc id="[\w-]+">1\. /);
    const [, labelledBy] = /aria-labelledby="([^"]+)"/.exec(svg) ?? [];
    for (const id of labelledBy.split(' ')) expect(svg).toContain(`id="${id}"`);
  });

  it('scrolls in a focusable, named region and carries no script', () => {
    expect(figure).toMatch(/<div class="diagram-scroll" tabindex="0" role="region" aria-label="Diagram: [^"]+">/);
    expect(figure).not.toMatch(/<script|\son\w+=/i);
  });

  it('paints only with the theme: no colour written into the SVG', () => {
    const svg = /<svg[\s\S]*?<\/svg>/.exec(figure)?.[0] ?? '';
    expect(svg).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(|<style|style="/i);
    const paints = [...svg.matchAll(/\s(?:fill|stroke)="([^"]*)"/g)].map(m => m[1]);
    expect(paints.length).toBeGreaterThan(5);
    for (const paint of paints) expect(paint).toMatch(/^(none|var\(--[\w-]+\))$/);
  });

  it('search indexes the diagram as text', () => {
    const steps = [...figure.matchAll(/<li>([^<]+)<\/li>/g)].map(m => m[1]);
    expect(steps.length).toBeGreaterThan(1);
    const indexed = JSON.stringify(extractRecords(route, html));
    expect(indexed).toContain(
      steps[steps.length - 1]
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&')
        .split(' ')
        .slice(-2)
        .join(' '),
    );
  });

  it('the Markdown twin keeps the diagram source', () => {
    const twin = fs.readFileSync(path.join(PUBLIC_DIR, `${route}.md`), 'utf8');
    expect(twin).toContain(`\`\`\`mermaid title="${title}"`);
  });
});
