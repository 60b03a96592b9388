/**
 * Develop's notice that an edit to body code needs a restart (src/gatsby/develop/bodyCodeWatch.ts),
 * on a small src/ of its own: pageBodies.tsx renders with Box.tsx, and Frame.tsx is the
 * browser's only. The develop suite checks the same in a running `gatsby develop`.
 *
 * To see it fail: report every changed file in watchBodyCode (Frame.tsx is named), or none.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Reporter } from 'gatsby';
import { restartNotice, watchBodyCode } from '../../../src/gatsby/develop/bodyCodeWatch';
import * as bodyCode from '../../../src/gatsby/develop/bodyCodeFiles';

let root: string;
let src: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'body-code-watch-'));
  src = path.join(root, 'src');
  fs.mkdirSync(path.join(src, 'gatsby', 'bodies'), { recursive: true });
  fs.mkdirSync(path.join(src, 'components'));
  fs.writeFileSync(path.join(src, 'gatsby', 'bodies', 'pageBodies.tsx'), "import { Box } from '../../components/Box';\nexport const kinds = [Box];\n");
  fs.writeFileSync(path.join(src, 'components', 'Box.tsx'), 'export const Box = () => null;\n');
  fs.writeFileSync(path.join(src, 'components', 'Frame.tsx'), 'export const Frame = () => null;\n');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('an edit to a body component is named with the restart notice; an edit to a frame component is not', async () => {
  const warnings: string[] = [];
  const reporter = { warn: (message: string) => warnings.push(message), verbose: () => undefined } as unknown as Reporter;
  const watcher = watchBodyCode(reporter, src);
  try {
    fs.appendFileSync(path.join(src, 'components', 'Frame.tsx'), '// edited\n');
    fs.appendFileSync(path.join(src, 'components', 'Box.tsx'), '// edited\n');
    const deadline = Date.now() + 10_000;
    while (warnings.length === 0 && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 50));
    // Time for a notice about Frame.tsx, had there been one.
    await new Promise(resolve => setTimeout(resolve, 600));
    expect(warnings).toEqual([restartNotice('src/components/Box.tsx')]);
    expect(warnings[0]).toMatch(/^src\/components\/Box\.tsx changed: .*restart `npm run develop`/);
  } finally {
    watcher.close();
  }
});

test('a declaration file written (typegen writes src/gatsby-types.d.ts as develop starts) is not read as body code', async () => {
  const reporter = { warn: () => undefined, verbose: () => undefined } as unknown as Reporter;
  const walk = jest.spyOn(bodyCode, 'bodyCodeFiles');
  const watcher = watchBodyCode(reporter, src);
  try {
    fs.writeFileSync(path.join(src, 'gatsby-types.d.ts'), 'declare namespace Queries {}\n');
    fs.appendFileSync(path.join(src, 'components', 'Frame.tsx'), '// edited\n');
    const deadline = Date.now() + 10_000;
    while (walk.mock.calls.length === 0 && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 50));
    // Time for a second walk, for the declaration file, had there been one.
    await new Promise(resolve => setTimeout(resolve, 600));
    expect(walk).toHaveBeenCalledTimes(1);
  } finally {
    watcher.close();
    walk.mockRestore();
  }
});
