import fs from 'node:fs';
import path from 'node:path';

/**
 * The README is edited by hand and by scripts that splice in bench figures; a splice at the
 * wrong place once left it with two Tests and two Performance sections and a table row cut
 * in half. Each section appears once, and every table row has its header's cells.
 */
const readmeAt = process.env.README_UNDER_TEST ?? path.join(__dirname, '../../README.md');
const lines = fs.readFileSync(readmeAt, 'utf8').split('\n');

/** Lines inside fenced code blocks are not Markdown structure. */
const outsideCode = (() => {
  let fenced = false;
  return lines.map(line => {
    if (line.startsWith('```')) fenced = !fenced;
    return !fenced && !line.startsWith('```');
  });
})();

test('every section heading of the README appears once', () => {
  const headings = lines.filter((line, i) => outsideCode[i] && /^#{1,3} /.test(line));
  const repeated = headings.filter((heading, i) => headings.indexOf(heading) !== i);
  expect(headings.length).toBeGreaterThan(5);
  expect(repeated).toEqual([]);
});

test("every README table row has as many cells as its table's header", () => {
  const cells = (line: string) => line.replace(/`[^`]*`/g, 'code').split('|').length;
  const broken: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (!outsideCode[i] || !/^\| ?-{3}/.test(lines[i])) continue;
    const width = cells(lines[i - 1]);
    for (let j = i + 1; j < lines.length && lines[j].startsWith('|'); j++)
      if (cells(lines[j]) !== width) broken.push(`line ${j + 1}: ${lines[j].slice(0, 60)}`);
  }
  expect(broken).toEqual([]);
});
