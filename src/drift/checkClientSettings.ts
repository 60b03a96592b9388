/**
 * Check 4: the client settings page against the OIDC client create/update DTOs
 * (OidcClientCreateDto embeds OidcClientUpdateDto) and en.json: every DTO field is listed,
 * every listed API field exists, every Field label is a UI string.
 */
import type { Difference, Location } from './difference';
import { at } from './difference';
import type { ClientSettingsPage } from './clientSettingsPage';
import type { GoIndex, GoStruct } from './goDeclarations';
import { bareTypeName } from './goDeclarations';
import type { DtoField } from './checkApiSchemas';
import { jsonFields } from './checkApiSchemas';
import type { UiMessage } from './uiMessages';
import { nearestMessage, normalizeLabel } from './uiMessages';

const CLIENT_DTOS = ['OidcClientCreateDto', 'OidcClientUpdateDto'];

interface ClientSettingsInput {
  /** The page, or undefined when the file does not exist. */
  page: ClientSettingsPage | undefined;
  pageFile: string;
  index: GoIndex;
  messages: UiMessage[];
  messagesFile: string;
  /** Finds a label written into the frontend's code rather than en.json (the federated-credential fields are). */
  findHardcoded?: (label: string) => unknown;
}

/** Resolves `a.b.c` through the DTO's nested structs; the location of the last segment, or undefined. */
function resolvePath(index: GoIndex, struct: GoStruct, path: string): Location | undefined {
  let current: GoStruct | undefined = struct;
  let where: Location | undefined;
  for (const segment of path.split('.')) {
    if (!current) return undefined;
    const field: DtoField | undefined = jsonFields(index, current).find(f => f.json === segment);
    if (!field) return undefined;
    where = at(field.struct.file, field.field.line);
    const typeName = bareTypeName(field.field.type);
    current = index.structs.find(s => s.name === typeName && s.dir === field.struct.dir) ?? index.structs.find(s => s.name === typeName);
  }
  return where;
}

export function checkClientSettings({ page, pageFile, index, messages, messagesFile, findHardcoded }: ClientSettingsInput): Difference[] {
  const differences: Difference[] = [];
  const dtos = CLIENT_DTOS.map(name => index.structs.find(s => s.name === name)).filter((s): s is GoStruct => s !== undefined);
  if (dtos.length === 0) return differences;
  const fields = new Map<string, Location>();
  for (const dto of dtos) for (const f of jsonFields(index, dto)) if (!fields.has(f.json)) fields.set(f.json, at(f.struct.file, f.field.line));
  if (!page) {
    differences.push({
      check: 'client-form',
      message: `${pageFile} does not exist, so none of the ${fields.size} fields of ${CLIENT_DTOS.join(' / ')} is documented`,
      site: at(pageFile, 1),
      source: at(dtos[0].file, dtos[0].line),
    });
    return differences;
  }
  const listed = new Set(page.rows.flatMap(r => r.apiFields.map(f => f.split('.')[0])));
  for (const [json, where] of fields)
    if (!listed.has(json))
      differences.push({
        check: 'client-form',
        message: `API field ${json} of the client DTO is not listed`,
        site: at(pageFile, page.firstTableLine),
        source: where,
      });
  const known = new Set(messages.map(m => normalizeLabel(m.text)));
  for (const row of page.rows) {
    if (row.apiFields.length === 0 && row.apiCellText !== '—')
      differences.push({
        check: 'client-form',
        message: `the API field cell "${row.apiCellText}" is neither a field name in backticks nor —`,
        site: at(pageFile, row.line),
        source: at(dtos[0].file, dtos[0].line),
      });
    for (const apiField of row.apiFields) {
      const where = dtos.map(dto => resolvePath(index, dto, apiField)).find(Boolean);
      if (!where)
        differences.push({
          check: 'client-form',
          message: `API field ${apiField} is not a field of ${CLIENT_DTOS.join(' / ')}`,
          site: at(pageFile, row.line),
          source: at(dtos[0].file, dtos[0].line),
        });
    }
    if (row.label === undefined) {
      differences.push({ check: 'client-form', message: 'the Field cell has no bold UI label', site: at(pageFile, row.line), source: at(messagesFile, 1) });
    } else if (!known.has(normalizeLabel(row.label)) && !findHardcoded?.(normalizeLabel(row.label))) {
      const near = nearestMessage(row.label, messages);
      differences.push({
        check: 'client-form',
        message: near
          ? `"${row.label}" is not a UI label of Pocket ID; the closest is "${near.text}" (${near.key})`
          : `"${row.label}" is not a UI label of Pocket ID`,
        site: at(pageFile, row.line),
        source: at(messagesFile, near?.line ?? 1),
      });
    }
  }
  return differences;
}
