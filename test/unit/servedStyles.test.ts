import { compile, middleware, rulesheet, serialize, stringify } from 'stylis';
import { servedClassNames, skipServedRules } from '../../src/lib/servedStyles';

/** The rules Emotion's browser cache would insert for `.css-a{styles}`: its stylis pipeline, with the plugin. */
function inserted(served: Set<string>, styles: string): string[] {
  const rules: string[] = [];
  serialize(compile(`.css-a{${styles}}`), middleware([skipServedRules(served) as never, stringify, rulesheet(rule => void rules.push(rule))]));
  return rules;
}

test('reads the class names of a served sheet', () => {
  expect(servedClassNames('.css-a1b2{color:red}@media (min-width:40em){.css-c3-Label>li{margin:0}}html[data-theme=dark] .css-a1b2{color:blue}')).toEqual(
    new Set(['.css-a1b2', '.css-c3-Label']),
  );
  expect(servedClassNames('')).toEqual(new Set());
});

test("a served class's rules, nested and in media queries, are not inserted again", () => {
  const styles = 'color:red;& > li{margin:0}@media (min-width: 40em){padding:1px}html[data-theme=dark] &{color:blue}';
  const all = inserted(new Set(), styles);
  expect(all).toEqual([
    '.css-a{color:red;}',
    '.css-a>li{margin:0;}',
    '@media (min-width: 40em){.css-a{padding:1px;}}',
    'html[data-theme=dark] .css-a{color:blue;}',
  ]);
  expect(inserted(new Set(['.css-a']), styles)).toEqual([]);
});

test('a rule naming any class not served is kept', () => {
  const styles = 'color:red;.css-other &{color:blue}';
  expect(inserted(new Set(['.css-a']), styles)).toEqual(['.css-other .css-a{color:blue;}']);
});

test('global rules (no class) are always kept', () => {
  const rules: string[] = [];
  serialize(compile('body{margin:0}'), middleware([skipServedRules(new Set(['.css-a'])) as never, stringify, rulesheet(rule => void rules.push(rule))]));
  expect(rules).toEqual(['body{margin:0;}']);
});
