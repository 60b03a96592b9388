import { TableHead } from '../TableHead';
import React from 'react';
import type { ApiParameter, ApiParameterGroups } from '../../openapi/types';
import { HtmlBlock } from './HtmlBlock';
import { SchemaTree } from './SchemaTree';
import { ScrollTable } from '../ScrollTable';

const LOCATIONS: { key: keyof ApiParameterGroups; label: string }[] = [
  { key: 'path', label: 'Path parameters' },
  { key: 'query', label: 'Query parameters' },
  { key: 'header', label: 'Header parameters' },
  { key: 'cookie', label: 'Cookie parameters' },
];

export function parameterHeadings(groups: ApiParameterGroups) {
  return LOCATIONS.filter(l => groups[l.key].length > 0).map(l => ({ depth: 3, value: l.label, id: `${l.key}-parameters` }));
}

function ParameterRow({ param }: { param: ApiParameter }) {
  return (
    <tr>
      <th scope="row">
        <code>{param.name}</code>
        {param.required && <span className="flag required"> required</span>}
        {param.deprecated && <span className="flag required"> deprecated</span>}
      </th>
      <td>
        <code>{param.typeLabel}</code>
      </td>
      <td>
        <HtmlBlock html={param.descriptionHtml} />
        {param.enumValues && (
          <div>
            Allowed: {param.enumValues.map((v, i) => <React.Fragment key={v}>{i > 0 && ', '}<code>{v}</code></React.Fragment>)}
          </div>
        )}
        {param.defaultValue && (
          <div>
            Default <code>{param.defaultValue}</code>
          </div>
        )}
        {param.constraints.length > 0 && <div>{param.constraints.join(' · ')}</div>}
        {param.example && (
          <div>
            Example <code>{param.example}</code>
          </div>
        )}
        {param.style && <div>Serialised as {param.style}</div>}
        {param.schema && <SchemaTree root={param.schema} />}
      </td>
    </tr>
  );
}

/** Parameters grouped by location: name, type, required, default, enum, constraints, description. */
export function ParametersSection({ groups }: { groups: ApiParameterGroups }) {
  const present = LOCATIONS.filter(l => groups[l.key].length > 0);
  if (present.length === 0) return null;
  return (
    <section aria-labelledby="parameters">
      <h2 id="parameters">Parameters</h2>
      {present.map(location => (
        <React.Fragment key={location.key}>
          <h3 id={`${location.key}-parameters`}>{location.label}</h3>
          <ScrollTable className="api-params">
            <TableHead columns={['Name', 'Type', 'Description']} />
            <tbody>
              {groups[location.key].map(param => (
                <ParameterRow key={param.name} param={param} />
              ))}
            </tbody>
          </ScrollTable>
        </React.Fragment>
      ))}
    </section>
  );
}
