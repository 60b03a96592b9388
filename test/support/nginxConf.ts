/**
 * Reads the serving rules out of deploy/nginx.conf (its cache map, redirect map and `if`,
 * add_header and error_page lines) and applies them the way nginx does, so tests can
 * compare them with src/hosting/hostRules.ts and the generated `_headers` / `_redirects`.
 */
export interface NginxMapEntry {
  /** Regular expression (the `~` form) or null for an exact string. */
  regex: string | null;
  key: string;
  value: string;
}

export interface NginxRules {
  cacheMap: NginxMapEntry[];
  cacheDefault: string;
  redirectMap: NginxMapEntry[];
  redirectIfs: { regex: string; target: string }[];
  headers: Record<string, string>;
  errorPages: Record<string, string>;
  /** Content type per `location ~ \.ext$` block with its own `default_type`. */
  extensionTypes: Record<string, string>;
  charsetTypes: string[];
}

const unquote = (s: string) => (/^".*"$/.test(s) ? s.slice(1, -1) : s);

function mapBlock(conf: string, variable: string): { entries: NginxMapEntry[]; fallback: string } {
  const match = new RegExp(`map \\$\\w+ \\$${variable} \\{([\\s\\S]*?)\\n\\}`).exec(conf);
  if (!match) throw new Error(`deploy/nginx.conf: no map for $${variable}`);
  const entries: NginxMapEntry[] = [];
  let fallback = '';
  for (const raw of match[1].split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const entry = /^("[^"]*"|\S+)\s+("[^"]*"|\S+);$/.exec(line);
    if (!entry) throw new Error(`deploy/nginx.conf: unreadable map line "${line}"`);
    const key = unquote(entry[1]);
    const value = unquote(entry[2]);
    if (key === 'default') fallback = value;
    else entries.push({ regex: key.startsWith('~') ? key.slice(1) : null, key, value });
  }
  return { entries, fallback };
}

export function parseNginxConf(conf: string): NginxRules {
  const cache = mapBlock(conf, 'pocket_id_docs_cache_control');
  const redirect = mapBlock(conf, 'pocket_id_docs_redirect');
  const headers: Record<string, string> = {};
  for (const m of conf.matchAll(/^\s*add_header\s+(\S+)\s+("[^"]*"|\S+)(\s+always)?;/gm)) headers[m[1]] = unquote(m[2]);
  const errorPages: Record<string, string> = {};
  for (const m of conf.matchAll(/^\s*error_page\s+(\d+)\s+(\S+);/gm)) errorPages[m[1]] = m[2];
  const redirectIfs = [...conf.matchAll(/if \(\$request_uri ~ (\S+)\) \{\s*return 301 (\S+);\s*\}/g)].map(m => ({ regex: m[1], target: m[2] }));
  const extensionTypes: Record<string, string> = {};
  for (const m of conf.matchAll(/location ~ \\\.(\w+)\$ \{([\s\S]*?)\n\s*\}/g)) {
    const type = /default_type\s+([^;]+);/.exec(m[2]);
    if (type) extensionTypes[m[1]] = type[1].trim();
  }
  const charsetTypes = (/^\s*charset_types\s+([^;]+);/m.exec(conf)?.[1] ?? '').split(/\s+/).filter(Boolean);
  return {
    cacheMap: cache.entries,
    cacheDefault: cache.fallback,
    redirectMap: redirect.entries,
    redirectIfs,
    headers,
    errorPages,
    extensionTypes,
    charsetTypes,
  };
}

/** nginx regexes in JavaScript: named groups are written `(?<name>…)` in both. */
const jsRegex = (source: string) => new RegExp(source);

/** The map's value for a string: exact keys first, then regexes in order, else the default. */
export function mapValue(entries: NginxMapEntry[], fallback: string, input: string): { value: string; groups: Record<string, string> } {
  const exact = entries.find(e => e.regex === null && e.key === input);
  if (exact) return { value: exact.value, groups: {} };
  for (const entry of entries) {
    if (entry.regex === null) continue;
    const m = jsRegex(entry.regex).exec(input);
    if (m) return { value: entry.value.replace(/\$(\w+)/g, (_all, name: string) => m.groups?.[name] ?? ''), groups: m.groups ?? {} };
  }
  return { value: fallback, groups: {} };
}

/** Where nginx redirects a request URI to (301), or null when it serves it. */
export function nginxRedirect(rules: NginxRules, requestUri: string): string | null {
  for (const rule of rules.redirectIfs) {
    const m = jsRegex(rule.regex).exec(requestUri);
    if (m) return rule.target.replace(/\$(\d)/g, (_all, n: string) => m[Number(n)] ?? '');
  }
  const { value } = mapValue(rules.redirectMap, '', requestUri);
  return value === '' ? null : value;
}

export function nginxCacheControl(rules: NginxRules, servedUri: string): string {
  return mapValue(rules.cacheMap, rules.cacheDefault, servedUri).value;
}
