/**
 * What output made by the site's own code depends on besides its input: every file under
 * src/ (components, MDX plugins, highlighter, OpenAPI conversion), the installed packages
 * (package-lock.json) and the environment variables the site reads. Develop keys what it keeps
 * in Gatsby's cache across restarts (rendered bodies, the API model) by it, so any change to
 * one of them starts afresh. Computed once per process: develop loads the site's Node code once.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { ENVIRONMENT_VARIABLES } from '../../lib/siteEnvironment';
import { PROJECT_ROOT } from '../projectRoot';

const ENVIRONMENT = Object.values(ENVIRONMENT_VARIABLES);

/** Adds every file under `dir` (path and content, in name order) to `hash`. */
export function hashDirectory(hash: crypto.Hash, dir: string): crypto.Hash {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashDirectory(hash, full);
    else if (entry.isFile()) hash.update(`${path.relative(PROJECT_ROOT, full)}\0`).update(fs.readFileSync(full));
  }
  return hash;
}

const computed = new Map<'code', string>();

export function codeFingerprint(): string {
  const known = computed.get('code');
  if (known) return known;
  const hash = hashDirectory(crypto.createHash('sha1'), path.join(PROJECT_ROOT, 'src'));
  const lock = path.join(PROJECT_ROOT, 'package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
  const fingerprint = hash.update(JSON.stringify(ENVIRONMENT.map(name => process.env[name] ?? ''))).digest('hex');
  computed.set('code', fingerprint);
  return fingerprint;
}
