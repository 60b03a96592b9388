import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, at any depth, whose name matches `name`. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, name);
    return name.test(entry.name) ? [full] : [];
  });
}

/** Every MDX source below `dir`. */
export const mdxFiles = (dir: string): string[] => filesUnder(dir, /\.mdx$/);
