import { compile, middleware, rulesheet, serialize, stringify } from 'stylis';
import { skipServedRules } from '../../../src/lib/servedStyles';

/** The rules Emotion's browser cache would insert for `.css-a{styles}`: its stylis pipeline, with the plugin. */
function inserted(servedCss: string, styles: string): string[] {
  const rules: string[] = [];
  serialize(compile(`.css-a{${styles}}`), middleware([skipServedRules(servedCss) as never, stringify, rulesheet(rule => void rules.push(rule))]));
  return rules;
}

test("a served class's rules, nested and in media queries, are not inserted again", () => {
  const styles = 'color:red;& > li{margin:0}@media (min-width: 40em){padding:1px}html[data-theme=dark] &{color:blue}';
  const all = inserted('', styles);
  expect(all).toEqual([
    '.css-a{color:red;}',
    '.css-a>li{margin:0;}',
    '@media (min-width: 40em){.css-a{padding:1px;}}',
    'html[data-theme=dark] .css-a{color:blue;}',
  ]);
  expect(inserted('.css-a{color:red}@media (min-width:40em){.css-a-Label>li{margin:0}}', styles)).toEqual([]);
  expect(inserted('.css-ab{color:red}', styles)).toEqual(all);
});

test('a rule naming any class not served is kept', () => {
  const styles = 'color:red;.css-other &{color:blue}';
  expect(inserted('.css-a{color:red}', styles)).toEqual(['.css-other .css-a{color:blue;}']);
});

test('global rules (no class) are always kept', () => {
  const rules: string[] = [];
  serialize(compile('body{margin:0}'), middleware([skipServedRules('.css-a{color:red}') as never, stringify, rulesheet(rule => void rules.push(rule))]));
  expect(rules).toEqual(['body{margin:0;}']);
});
