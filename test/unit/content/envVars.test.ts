/**
 * Environment variables named in the docs must exist in Pocket ID. The reference page
 * (configuration/environment-variables.mdx) is the project's list; where the fact
 * inventory from Pocket ID's source sits beside the repository (../shared/facts, as in
 * CI), the reference page is also checked against it, names and defaults.
 */
import fs from 'fs';
import path from 'path';
import { mdxFiles } from '../../support/files';

const root = path.resolve(__dirname, '../../..');
const referencePage = fs.readFileSync(path.join(root, 'content/docs/configuration/environment-variables.mdx'), 'utf8');
const NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/** Rows of the reference page's tables: first cell is a variable in backticks. */
const rows = new Map<string, string[]>();
for (const line of referencePage.split('\n')) {
  const cells = line.split('|').slice(1, -1).map(c => c.trim());
  const name = /^`([A-Z][A-Z0-9_]+)`$/.exec(cells[0] ?? '')?.[1];
  if (name && !rows.has(name)) rows.set(name, cells);
}
const documented = new Set<string>([...rows.keys()]);
for (const cells of rows.values()) for (const cell of cells) for (const m of cell.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+_FILE)`/g)) documented.add(m[1]);

/** Names that belong to other software shown in examples, not to Pocket ID. */
const THIRD_PARTY = [
  /^OAUTH2_PROXY_/,
  /^POSTGRES_/,
  /^CAP_NET_BIND_SERVICE$/,
  // Tinyauth's own settings and the example variables of the caddy-security and GitLab CI recipes
  /^TINYAUTH_/,
  /^AUTHP_/,
  /^GITLAB_ID_TOKEN$/,
];

test('the reference page documents the variables in tables', () => {
  expect(rows.size).toBeGreaterThan(90);
  for (const name of ['APP_URL', 'ENCRYPTION_KEY', 'DB_CONNECTION_STRING', 'TRUST_PROXY', 'LDAP_SOFT_DELETE_USERS']) expect(rows.has(name)).toBe(true);
});

test('every variable named in the docs is documented on the reference page', () => {
  const unknown: string[] = [];
  for (const file of mdxFiles(path.join(root, 'content/docs'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(NAME)) {
      const name = match[0];
      if (documented.has(name) || THIRD_PARTY.some(re => re.test(name))) continue;
      unknown.push(`${path.relative(root, file)}: ${name}`);
    }
  }
  expect([...new Set(unknown)]).toEqual([]);
});

const inventoryFile = path.resolve(root, process.env.POCKET_ID_FACTS ?? '../shared/facts', 'env-vars.tsv');
const inventory = fs.existsSync(inventoryFile)
  ? fs
      .readFileSync(inventoryFile, 'utf8')
      .split('\n')
      .filter(line => line && !line.startsWith('#'))
      .slice(1)
      .map(line => line.split('\t'))
      .map(([name, def, , meaning]) => ({ name, def, meaning }))
  : [];

// The inventory is not part of the repository; a checkout without it still checks the page above.
describe(inventory.length ? 'against the Pocket ID fact inventory' : 'fact inventory not found: page self-consistency', () => {
  if (!inventory.length) {
    test('every documented variable has a default cell or a file-variant row', () => {
      for (const [name, cells] of rows) expect([name, cells.length >= 2]).toEqual([name, true]);
    });
    return;
  }

  test('every Pocket ID variable is documented, and nothing else', () => {
    const known = new Set(inventory.map(v => v.name));
    for (const v of inventory) for (const m of v.meaning.matchAll(/\b([A-Z][A-Z0-9_]+_FILE) supported/g)) known.add(m[1]);
    expect([...known].filter(name => !documented.has(name))).toEqual([]);
    expect([...documented].filter(name => !known.has(name))).toEqual([]);
  });

  test('stated defaults match the code', () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const { name, def } of inventory) {
      const literal = def.replace(/\s*\(.*\)\s*$/, '').trim();
      // Only concrete literal defaults are compared; "(unset)"-style entries have no literal.
      if (!literal || literal === '-' || def.startsWith('(')) continue;
      const cells = rows.get(name);
      if (!cells || cells.length < 3) continue;
      const pageDefault = cells[1].replace(/`/g, '');
      compared++;
      if (!pageDefault.includes(literal)) mismatches.push(`${name}: page says "${cells[1]}", code default "${def}"`);
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(30);
  });
});
