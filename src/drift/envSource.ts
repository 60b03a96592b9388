/**
 * The environment variables Pocket ID reads, from its Go source: every struct field tagged
 * `env:"NAME"` (the environment configuration and the UI-configuration overrides), with its
 * default, the names derived from config keys by older releases (envDerived.ts), plus the names
 * read directly with os.Getenv / os.LookupEnv.
 */
import type { GoField, GoIndex, GoStruct } from './goDeclarations';
import type { DerivedNaming } from './envDerived';
import { derivedNamings, fieldMatches } from './envDerived';
import { constantIn } from './goDeclarations';
import { lineOf, stringLiteral } from './goSource';
import type { Location } from './difference';
import { at } from './difference';

export interface SourceEnvVar {
  name: string;
  where: Location;
  /**
   * The default as Pocket ID's code writes it: an `envDefault` tag, a keyed literal of the
   * struct in its package, or Go's zero value for `bool` and numbers. `undefined`: unset.
   * `null`: not known (read directly with os.Getenv).
   */
  defaultValue: string | undefined | null;
  defaultWhere: Location;
  /** Values the code assigns to the field when it was left empty (`config.UploadPath = ...`), or the names of variables it copies. */
  derivedDefaults: string[];
  /** Accepts a `<NAME>_FILE` variant (`options:"file"` or `sensitive:"true"`). */
  fileVariant: boolean;
}

const NUMERIC = /^(u?int(8|16|32|64)?|float(32|64))$/;

function zeroValue(type: string): string | undefined {
  if (type === 'bool') return 'false';
  if (NUMERIC.test(type)) return '0';
  return undefined;
}

/** `config.Field = value` assignments in the struct's package: defaults filled in after parsing. */
function derivedAssignments(index: GoIndex, struct: GoStruct, envNameOfField: Map<string, string>): Map<string, string[]> {
  const derived = new Map<string, string[]>();
  for (const file of index.files) {
    if (file.dir !== struct.dir) continue;
    for (const assignment of file.tree.rootNode.descendantsOfType('assignment_statement')) {
      const left = assignment.childForFieldName('left')?.namedChildren[0];
      const right = assignment.childForFieldName('right')?.namedChildren[0];
      if (!left || !right || left.type !== 'selector_expression') continue;
      const field = left.childForFieldName('field')?.text ?? '';
      if (!envNameOfField.has(field)) continue;
      let value: string | undefined = stringLiteral(right);
      if (value === undefined && right.type === 'identifier') value = constantIn(index, struct.dir, right.text);
      if (value === undefined && right.type === 'selector_expression') value = envNameOfField.get(right.childForFieldName('field')?.text ?? '');
      if (value) derived.set(field, [...(derived.get(field) ?? []), value]);
    }
  }
  return derived;
}

/** How a struct's fields name their variables: the field's variable and whether it has a `_FILE` variant, or undefined when it has none. */
type FieldNaming = (field: GoField) => { name: string; fileVariant: boolean } | undefined;

/** Fields tagged `env:"NAME"`; `options:"file"` or `sensitive:"true"` add the `_FILE` variant. */
const envTagNaming: FieldNaming = field =>
  field.tags.env
    ? { name: field.tags.env.split(',')[0], fileVariant: (field.tags.options ?? '').split(',').includes('file') || field.tags.sensitive === 'true' }
    : undefined;

/** Names derived from config keys by a loader of the release (envDerived.ts). */
const derivedNaming =
  (naming: DerivedNaming): FieldNaming =>
  field => {
    const key = (field.tags[naming.keyTag] ?? '').split(',')[0];
    if (!key || key === '-' || fieldMatches(naming.skip, field.tags, naming.keyTag)) return undefined;
    return { name: naming.toName(key), fileVariant: fieldMatches(naming.fileVariant, field.tags, naming.keyTag) };
  };

function envVarsOfStruct(index: GoIndex, struct: GoStruct, naming: FieldNaming): SourceEnvVar[] {
  const tagged = struct.fields.flatMap(f => {
    const named = naming(f);
    return named ? [{ field: f, ...named }] : [];
  });
  if (tagged.length === 0) return [];
  const envNameOfField = new Map(tagged.map(t => [t.field.name, t.name]));
  // The defaults' literal: in the struct's package, or (model.AppConfig, filled in by the service) anywhere.
  const literals = index.literals.filter(l => l.typeName === struct.name && l.entries.size > 0);
  const literal = literals.find(l => l.dir === struct.dir) ?? (naming === envTagNaming ? undefined : literals[0]);
  const derived = derivedAssignments(index, struct, envNameOfField);
  return tagged.map(({ field, name, fileVariant }) => {
    const entry = literal?.entries.get(field.name);
    let defaultValue: string | undefined = field.tags.envDefault;
    let defaultWhere = at(struct.file, field.line);
    if (defaultValue === undefined && entry) {
      defaultValue = entry.value === '' ? undefined : entry.value;
      defaultWhere = at(literal!.file, entry.line);
    }
    if (defaultValue === undefined && !entry) defaultValue = zeroValue(field.type);
    return { name, where: at(struct.file, field.line), defaultValue, defaultWhere, derivedDefaults: derived.get(field.name) ?? [], fileVariant };
  });
}

function envVarsFromStructs(index: GoIndex): SourceEnvVar[] {
  const vars = index.structs.flatMap(struct => envVarsOfStruct(index, struct, envTagNaming));
  const seen = new Set(vars.map(v => v.name));
  for (const naming of derivedNamings(index))
    for (const v of envVarsOfStruct(index, naming.struct, derivedNaming(naming))) if (!seen.has(v.name) && (seen.add(v.name), true)) vars.push(v);
  return vars;
}

/** Names read with os.Getenv("X") / os.LookupEnv("X"): known to be read, default not known. */
function envVarsFromGetenv(index: GoIndex): SourceEnvVar[] {
  const vars: SourceEnvVar[] = [];
  for (const file of index.files) {
    for (const call of file.tree.rootNode.descendantsOfType('call_expression')) {
      const fn = call.childForFieldName('function');
      if (fn?.type !== 'selector_expression') continue;
      if (fn.childForFieldName('operand')?.text !== 'os' || !['Getenv', 'LookupEnv'].includes(fn.childForFieldName('field')?.text ?? '')) continue;
      const name = stringLiteral(call.childForFieldName('arguments')?.namedChildren[0]);
      if (!name) continue;
      const where = at(file.file, lineOf(call));
      vars.push({ name, where, defaultValue: null, defaultWhere: where, derivedDefaults: [], fileVariant: false });
    }
  }
  return vars;
}

/** Every variable, the struct-tagged ones first (they carry defaults). */
export function sourceEnvVars(index: GoIndex): SourceEnvVar[] {
  const tagged = envVarsFromStructs(index);
  const seen = new Set(tagged.map(v => v.name));
  const direct = envVarsFromGetenv(index).filter(v => !seen.has(v.name) && !seen.has(v.name.replace(/_FILE$/, '')) && (seen.add(v.name), true));
  return [...tagged, ...direct];
}
