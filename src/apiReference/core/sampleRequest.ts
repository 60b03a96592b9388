/** The one request an operation's code samples show, built from its parameter, body and auth models. */
import type { SampleRequest } from './codeSamples';
import { valueText } from './documentValues';
import type { SampleValues } from './operationParameters';
import type { ApiParameter, ApiParameterGroups, HttpMethod, ParameterLocation } from './types';

interface SampleRequestParts {
  method: HttpMethod;
  path: string;
  groups: ApiParameterGroups;
  sampleValues: SampleValues;
  body: SampleRequest['body'];
  auth: SampleRequest['auth'];
  jsonResponse: boolean;
}

/** The request the code samples show: required parameters filled with examples, defaults or placeholders. */
export function sampleRequest({ method, path, groups, sampleValues, body, auth, jsonResponse }: SampleRequestParts): SampleRequest {
  const filled = (loc: ParameterLocation, p: ApiParameter): string => {
    const v = sampleValues.get(`${loc}:${p.name}`);
    if (v !== undefined && v !== null) return typeof v === 'string' ? v : JSON.stringify(v);
    if (p.defaultValue !== null) return valueText(JSON.parse(p.defaultValue)) ?? `<${p.name}>`;
    if (p.enumValues && p.enumValues.length) return valueText(JSON.parse(p.enumValues[0])) ?? `<${p.name}>`;
    return `<${p.name}>`;
  };
  return {
    method,
    path,
    pathParams: groups.path.map(p => {
      const v = sampleValues.get(`path:${p.name}`);
      return { name: p.name, value: v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v) };
    }),
    query: groups.query.filter(p => p.required).map(p => ({ name: p.name, value: filled('query', p) })),
    headers: groups.header
      .filter(p => p.required && !['authorization', 'content-type', 'accept'].includes(p.name.toLowerCase()))
      .map(p => ({ name: p.name, value: filled('header', p) })),
    cookies: groups.cookie.filter(p => p.required).map(p => ({ name: p.name, value: filled('cookie', p) })),
    body,
    auth,
    jsonResponse,
  };
}
