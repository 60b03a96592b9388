/**
 * Every built page is valid HTML according to the Nu Html Checker (vnu.jar, the W3C
 * validator), run once over all pages in one JVM. Needs `java` on PATH (`npm test` and
 * `.ci/run` install Debian's default-jre-headless when it is missing).
 */
import fs from 'fs';
import path from 'path';
import { spawnSync } from 'child_process';
import { PUBLIC_DIR } from '../support/paths';

// The package's main export is the path of the jar (it ships no types).
const vnuJar: string = require('vnu-jar');

/**
 * Every .html file in public/ is a page except Gatsby's slice fragments in _gatsby/ (pieces
 * of markup stitched into pages at build time, never served as documents).
 */
function builtHtmlFiles(dir: string = PUBLIC_DIR): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!(current === dir && entry.name === '_gatsby')) walk(full);
      } else if (entry.isFile() && entry.name.endsWith('.html')) files.push(full);
    }
  };
  walk(dir);
  return files.sort();
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  lastColumn?: number;
}

jest.setTimeout(240_000);

/**
 * vnu's CSS checker predates container queries (CSS Containment 3, in every current engine since
 * 2023), which a diagram uses to fit its column (src/components/mdx/Diagram.tsx). Exactly these
 * two messages are passed over; any other CSS error still fails.
 */
const UNKNOWN_TO_VNU = new Set(["CSS: “container-type”: Property “container-type” doesn't exist.", 'CSS: Unrecognized at-rule “@container”']);

test('every built page is valid HTML (Nu Html Checker, errors only)', () => {
  const files = builtHtmlFiles();
  expect(files.length).toBeGreaterThan(200);
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) throw new Error('java is not on PATH: run `apt-get install -y default-jre-headless` (npm test does this when it runs as root).');

  const result = spawnSync('java', ['-Xss4m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  const output = result.stderr.trim();
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`vnu.jar did not print JSON (exit ${result.status}):\n${output.slice(0, 2000)}`);
  }

  // Grouped by message: each distinct error once, with how many pages and a few of them.
  const groups = new Map<string, { pages: Set<string>; example: VnuMessage }>();
  for (const m of messages) {
    if (m.type === 'info' || (m.type === 'error' && m.subType === 'warning') || UNKNOWN_TO_VNU.has(m.message)) continue;
    const key = `${m.type}: ${m.message}`;
    const page = (m.url ?? '').replace(/^file:/, '').replace(PUBLIC_DIR, '') || '(unknown)';
    const group = groups.get(key) ?? { pages: new Set<string>(), example: m };
    group.pages.add(page);
    groups.set(key, group);
  }
  const report = [...groups].map(([key, { pages, example }]) => {
    const list = [...pages];
    return [
      `${key}`,
      `  on ${list.length} page(s): ${list.slice(0, 5).join(', ')}${list.length > 5 ? ', ...' : ''}`,
      `  at ${list[0]} line ${example.lastLine ?? '?'}: ${(example.extract ?? '').replace(/\s+/g, ' ').trim().slice(0, 200)}`,
    ].join('\n');
  });
  if (report.length) throw new Error(`${report.length} distinct HTML error(s) in ${files.length} pages:\n\n${report.join('\n\n')}`);
});
