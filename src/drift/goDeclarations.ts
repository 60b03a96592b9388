/**
 * What the drift checks need from Go declarations: struct types with their fields and tags,
 * keyed composite literals (where defaults are written), constants, and function bodies.
 */
import type { GoFile, GoNode } from './goSource';
import { fieldChildren, lineOf, parseStructTag, stringLiteral } from './goSource';

export interface GoField {
  /** Field name; for an embedded field, the embedded type's name. */
  name: string;
  embedded: boolean;
  /** The type as written, e.g. `string`, `*string`, `[]dto.UserDto`. */
  type: string;
  tags: Record<string, string>;
  line: number;
}

export interface GoStruct {
  pkg: string;
  dir: string;
  name: string;
  file: string;
  line: number;
  fields: GoField[];
}

interface GoKeyedValue {
  /** The literal value when it resolves to one (string, number, bool or a constant of them). */
  value: string | undefined;
  line: number;
}

interface GoCompositeLiteral {
  dir: string;
  /** The type name without package qualifier or pointer. */
  typeName: string;
  file: string;
  line: number;
  entries: Map<string, GoKeyedValue>;
}

export interface GoFunction {
  pkg: string;
  dir: string;
  file: string;
  name: string;
  /** Receiver type name without `*`, for methods. */
  receiver: string | undefined;
  params: { name: string; type: string }[];
  body: GoNode;
}

export interface GoIndex {
  files: GoFile[];
  structs: GoStruct[];
  literals: GoCompositeLiteral[];
  functions: GoFunction[];
  /** Constants by package folder, then name. */
  constants: Map<string, Map<string, string>>;
}

/** `*pkg.Type`, `pkg.Type`, `Type` -> `Type`. */
export const bareTypeName = (type: string): string => type.replace(/^[*&[\]]+/, '').replace(/^.*\./, '');

function literalValue(node: GoNode | null | undefined, constants: Map<string, string> | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'literal_element' || node.type === 'parenthesized_expression') return literalValue(node.namedChildren[0], constants);
  const text = stringLiteral(node);
  if (text !== undefined) return text;
  if (node.type === 'int_literal' || node.type === 'float_literal' || node.type === 'true' || node.type === 'false') return node.text;
  if (node.type === 'identifier') return constants?.get(node.text);
  if (node.type === 'composite_literal') {
    // A wrapper with one keyed value, such as model.AppConfigVariable{Value: "Pocket ID"} (1.x to 2.11), keeps that value.
    const elements = node.childForFieldName('body')?.namedChildren.filter(e => e.type === 'keyed_element') ?? [];
    if (elements.length === 1) return literalValue(elements[0].childForFieldName('value'), constants);
  }
  if (node.type === 'call_expression') {
    // A conversion such as AppEnv("production") keeps its argument.
    const args = node.childForFieldName('arguments')?.namedChildren ?? [];
    if (args.length === 1) return literalValue(args[0], constants);
  }
  return undefined;
}

function collectConstants(files: GoFile[]): Map<string, Map<string, string>> {
  const byDir = new Map<string, Map<string, string>>();
  for (const { dir, tree } of files) {
    const constants = byDir.get(dir) ?? new Map<string, string>();
    byDir.set(dir, constants);
    for (const spec of tree.rootNode.descendantsOfType('const_spec')) {
      const names = fieldChildren(spec, 'name');
      const values = spec.childForFieldName('value')?.namedChildren ?? [];
      names.forEach((name, i) => {
        const value = literalValue(values[i], constants);
        if (value !== undefined) constants.set(name.text, value);
      });
    }
  }
  return byDir;
}

function collectStructs(files: GoFile[]): GoStruct[] {
  const structs: GoStruct[] = [];
  for (const { file, pkg, dir, tree } of files) {
    for (const spec of tree.rootNode.descendantsOfType('type_spec')) {
      const type = spec.childForFieldName('type');
      const name = spec.childForFieldName('name');
      if (!type || !name || type.type !== 'struct_type') continue;
      const fields: GoField[] = [];
      for (const decl of type.descendantsOfType('field_declaration')) {
        if (decl.parent?.parent?.id !== type.id) continue; // fields of nested anonymous structs are not ours
        const fieldType = decl.childForFieldName('type');
        const tagNode = decl.childForFieldName('tag');
        const tags = tagNode ? parseStructTag(stringLiteral(tagNode) ?? '') : {};
        const names = fieldChildren(decl, 'name');
        if (names.length === 0 && fieldType)
          fields.push({ name: bareTypeName(fieldType.text), embedded: true, type: fieldType.text, tags, line: lineOf(decl) });
        for (const n of names) fields.push({ name: n.text, embedded: false, type: fieldType?.text ?? '', tags, line: lineOf(n) });
      }
      structs.push({ pkg, dir, name: name.text, file, line: lineOf(spec), fields });
    }
  }
  return structs;
}

function collectLiterals(files: GoFile[], constants: Map<string, Map<string, string>>): GoCompositeLiteral[] {
  const literals: GoCompositeLiteral[] = [];
  for (const { file, dir, tree } of files) {
    for (const literal of tree.rootNode.descendantsOfType('composite_literal')) {
      const type = literal.childForFieldName('type');
      const body = literal.childForFieldName('body');
      if (!type || !body) continue;
      const entries = new Map<string, GoKeyedValue>();
      for (const element of body.namedChildren) {
        if (element.type !== 'keyed_element') continue;
        const key = element.childForFieldName('key');
        const value = element.childForFieldName('value');
        if (!key) continue;
        entries.set(key.text, { value: literalValue(value, constants.get(dir)), line: lineOf(element) });
      }
      literals.push({ dir, typeName: bareTypeName(type.text), file, line: lineOf(literal), entries });
    }
  }
  return literals;
}

function collectFunctions(files: GoFile[]): GoFunction[] {
  const functions: GoFunction[] = [];
  for (const { file, pkg, dir, tree } of files) {
    for (const node of tree.rootNode.namedChildren) {
      if (node.type !== 'function_declaration' && node.type !== 'method_declaration') continue;
      const name = node.childForFieldName('name');
      const body = node.childForFieldName('body');
      if (!name || !body) continue;
      const receiverType = node.childForFieldName('receiver')?.descendantsOfType('parameter_declaration')[0]?.childForFieldName('type');
      const params: { name: string; type: string }[] = [];
      for (const decl of node.childForFieldName('parameters')?.namedChildren ?? []) {
        const type = decl.childForFieldName('type')?.text ?? '';
        for (const n of fieldChildren(decl, 'name')) params.push({ name: n.text, type });
      }
      functions.push({ pkg, dir, file, name: name.text, receiver: receiverType ? bareTypeName(receiverType.text) : undefined, params, body });
    }
  }
  return functions;
}

export function indexGo(files: GoFile[]): GoIndex {
  const constants = collectConstants(files);
  return { files, structs: collectStructs(files), literals: collectLiterals(files, constants), functions: collectFunctions(files), constants };
}

/** The value of a constant in the given package folder, if it is a literal. */
export const constantIn = (index: GoIndex, dir: string, name: string): string | undefined => index.constants.get(dir)?.get(name);
