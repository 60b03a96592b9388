/**
 * Variables whose names Pocket ID derives from its application-configuration keys, as every
 * release from 1.0 to 2.13 did: a loader walks the config struct's fields by reflection, takes
 * each field's key from a struct tag (`key:"appName,public"` in 1.x to 2.11,
 * `json:"appName"` in 2.12 and 2.13), turns it into a name with
 * `utils.CamelCaseToScreamingSnakeCase` and reads that variable; fields marked sensitive also
 * accept `<NAME>_FILE`, and fields marked internal are skipped. (2.14 reads `env:"..."` tags,
 * which envSource reads directly.)
 *
 * Nothing of this is hard-coded: the loader is found by its call to the converter, the tag by
 * following the call's argument back to `field.Tag.Get("...")`, the struct by the loader's
 * result type, the skip and file conditions by the `if` statements around the call, and the
 * conversion by the regular expressions the converter applies in the release being read.
 */
import type { GoFunction, GoIndex, GoStruct } from './goDeclarations';
import { bareTypeName } from './goDeclarations';
import type { GoNode } from './goSource';
import { stringLiteral } from './goSource';

const CONVERTER = 'CamelCaseToScreamingSnakeCase';

/** A test the loader makes on a field: an attribute of the key tag (`attrs == "internal"`) or another tag's value. */
type FieldTest = { kind: 'attribute'; value: string } | { kind: 'tag'; tag: string; value: string };

export interface DerivedNaming {
  /** The struct whose fields the loader walks. */
  struct: GoStruct;
  /** The tag the key is read from (`key`, `json`). */
  keyTag: string;
  /** Fields for which the loader skips the variable (internal ones). */
  skip: FieldTest[];
  /** Fields for which it also reads `<NAME>_FILE`. */
  fileVariant: FieldTest[];
  /** Config key -> variable name, as the release's converter does it. */
  toName: (key: string) => string;
}

/** Go's `${1}` in a replacement is JavaScript's `$1`. */
const jsReplacement = (go: string): string => go.replace(/\$\{(\d+)\}/g, '$$$1').replace(/\$(\d+)(?![\d}])/g, '$$$1');

/**
 * The converter of the release: every `re.ReplaceAllString(s, "...")` in its body, in order,
 * with the pattern of `re = regexp.MustCompile(...)` in its package, then strings.ToUpper.
 * @internal Exported for its tests.
 */
export function readConverter(index: GoIndex): ((key: string) => string) | undefined {
  const fn = index.functions.find(f => f.name === CONVERTER && !f.receiver);
  if (!fn) return undefined;
  const patterns = new Map<string, string>();
  for (const file of index.files) {
    if (file.dir !== fn.dir) continue;
    for (const spec of file.tree.rootNode.descendantsOfType('var_spec')) {
      const names = spec.childrenForFieldName('name');
      const values = spec.childForFieldName('value')?.namedChildren ?? [];
      names.forEach((name, i) => {
        const value = values[i];
        if (!name || value?.type !== 'call_expression' || !value.childForFieldName('function')?.text.endsWith('MustCompile')) return;
        const pattern = stringLiteral(value.childForFieldName('arguments')?.namedChildren[0]);
        if (pattern !== undefined) patterns.set(name.text, pattern);
      });
    }
  }
  const steps: { pattern: RegExp; replacement: string }[] = [];
  for (const call of fn.body.descendantsOfType('call_expression')) {
    const callee = call.childForFieldName('function');
    if (callee?.type !== 'selector_expression' || callee.childForFieldName('field')?.text !== 'ReplaceAllString') continue;
    const pattern = patterns.get(callee.childForFieldName('operand')?.text ?? '');
    const replacement = stringLiteral(call.childForFieldName('arguments')?.namedChildren[1]);
    if (pattern === undefined || replacement === undefined) return undefined;
    steps.push({ pattern: new RegExp(pattern, 'g'), replacement: jsReplacement(replacement) });
  }
  if (steps.length === 0 || !fn.body.text.includes('ToUpper')) return undefined;
  return key => steps.reduce((s, step) => s.replace(step.pattern, step.replacement), key).toUpperCase();
}

/** The right-hand side that a local variable is declared or assigned with before `before`. */
function assignedValue(fn: GoFunction, name: string, before: GoNode): { value: GoNode; index: number } | undefined {
  let found: { value: GoNode; index: number } | undefined;
  for (const decl of fn.body.descendantsOfType(['short_var_declaration', 'assignment_statement'])) {
    if (decl.startIndex > before.startIndex) break;
    const left = decl.childForFieldName('left')?.namedChildren ?? [];
    const right = decl.childForFieldName('right')?.namedChildren ?? [];
    left.forEach((n, i) => {
      if (n?.text === name) found = { value: right[Math.min(i, right.length - 1)], index: i };
    });
  }
  return found;
}

/** `x.Tag.Get("name")` calls inside a node. */
function tagReads(node: GoNode): string[] {
  return node
    .descendantsOfType('call_expression')
    .filter(c => {
      const f = c.childForFieldName('function');
      return f?.type === 'selector_expression' && f.childForFieldName('field')?.text === 'Get' && /\.Tag$/.test(f.childForFieldName('operand')?.text ?? '');
    })
    .map(c => stringLiteral(c.childForFieldName('arguments')?.namedChildren[0]) ?? '');
}

/** The tag a variable's value comes from, following local variables back (key := parts[0]; parts := strings.Split(field.Tag.Get("key"), ",")). */
function tagOf(fn: GoFunction, node: GoNode, depth = 0): string | undefined {
  const direct = tagReads(node)[0];
  if (direct !== undefined || depth > 3) return direct;
  for (const id of [node, ...node.descendantsOfType('identifier')]) {
    if (id.type !== 'identifier') continue;
    const assigned = assignedValue(fn, id.text, id);
    const tag = assigned && tagOf(fn, assigned.value, depth + 1);
    if (tag !== undefined) return tag;
  }
  return undefined;
}

/** The field tests a condition makes: `Tag.Get("sensitive") == "true"`, `attrs == "internal"`, `slices.Contains(parts, "internal")`, through a boolean variable. */
function testsOf(fn: GoFunction, condition: GoNode, depth = 0): FieldTest[] {
  const tests: FieldTest[] = [];
  const nodes = [condition, ...condition.descendantsOfType(['binary_expression', 'call_expression', 'identifier'])];
  for (const node of nodes) {
    if (node.type === 'binary_expression' && node.childForFieldName('operator')?.text === '==') {
      const value = stringLiteral(node.childForFieldName('right'));
      const left = node.childForFieldName('left');
      if (value === undefined || !left) continue;
      const tag = tagReads(left)[0];
      tests.push(tag !== undefined ? { kind: 'tag', tag, value } : { kind: 'attribute', value });
    } else if (node.type === 'call_expression' && /(^|\.)Contains$/.test(node.childForFieldName('function')?.text ?? '')) {
      const value = stringLiteral(node.childForFieldName('arguments')?.namedChildren[1]);
      if (value !== undefined) tests.push({ kind: 'attribute', value });
    } else if (node.type === 'identifier' && depth < 2 && node.parent?.type !== 'selector_expression') {
      const assigned = assignedValue(fn, node.text, node);
      if (assigned) tests.push(...testsOf(fn, assigned.value, depth + 1));
    }
  }
  return tests;
}

/** The struct a function returns (its first result), found by name and package. */
function resultStruct(index: GoIndex, fn: GoFunction): GoStruct | undefined {
  const result = fn.body.parent?.childForFieldName('result');
  const type = (result?.type === 'parameter_list' ? result.namedChildren[0]?.childForFieldName('type') : result)?.text;
  if (!type) return undefined;
  const bare = type.replace(/^[*&]+/, '');
  const pkg = bare.includes('.') ? bare.split('.')[0] : undefined;
  return index.structs.find(s => s.name === bareTypeName(bare) && (pkg ? s.pkg === pkg : s.dir === fn.dir));
}

/** Every loader that derives names from config keys, with what it needs to name each field's variable. */
export function derivedNamings(index: GoIndex): DerivedNaming[] {
  const toName = readConverter(index);
  if (!toName) return [];
  const namings: DerivedNaming[] = [];
  for (const fn of index.functions) {
    const call = fn.body.descendantsOfType('call_expression').find(c => (c.childForFieldName('function')?.text ?? '').replace(/^.*\./, '') === CONVERTER);
    const argument = call?.childForFieldName('arguments')?.namedChildren[0];
    if (!call || !argument || fn.name === CONVERTER) continue;
    const keyTag = tagOf(fn, argument);
    const struct = resultStruct(index, fn);
    if (!keyTag || !struct) continue;
    const skip: FieldTest[] = [];
    const fileVariant: FieldTest[] = [];
    for (const statement of fn.body.descendantsOfType('if_statement')) {
      const condition = statement.childForFieldName('condition');
      const consequence = statement.childForFieldName('consequence');
      if (!condition || !consequence) continue;
      if (consequence.text.includes('"_FILE"')) fileVariant.push(...testsOf(fn, condition));
      else if (statement.endIndex < call.startIndex && consequence.descendantsOfType('continue_statement').length > 0) skip.push(...testsOf(fn, condition));
    }
    namings.push({ struct, keyTag, skip, fileVariant, toName });
  }
  return namings;
}

/** Whether a field passes a test, given its tags. */
export function fieldMatches(tests: FieldTest[], tags: Record<string, string>, keyTag: string): boolean {
  const attributes = (tags[keyTag] ?? '').split(',').slice(1);
  return tests.some(t => (t.kind === 'attribute' ? attributes.includes(t.value) : tags[t.tag] === t.value));
}
