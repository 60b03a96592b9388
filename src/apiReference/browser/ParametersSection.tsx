import React from 'react';
import type { ApiParameter, ApiParameterGroups } from '../core/types';
import { SchemaTree } from './SchemaTree';
import { FieldHead } from './FieldHead';
import { FieldBody, Facts } from './FieldBody';
import { parameterListStyle } from './ParametersSection.style';

const LOCATIONS: { key: keyof ApiParameterGroups; label: string }[] = [
  { key: 'path', label: 'Path parameters' },
  { key: 'query', label: 'Query parameters' },
  { key: 'header', label: 'Header parameters' },
  { key: 'cookie', label: 'Cookie parameters' },
];

function Parameter({ param }: { param: ApiParameter }) {
  return (
    <li>
      <FieldHead field={param} />
      <FieldBody node={{ ...param, constValue: null }} />
      {param.style && <Facts>Serialised as {param.style}</Facts>}
      {param.schema && <SchemaTree root={param.schema} />}
    </li>
  );
}

/** Parameters grouped by location. */
export function ParametersSection({ groups }: { groups: ApiParameterGroups }) {
  const present = LOCATIONS.filter(l => groups[l.key].length > 0);
  if (present.length === 0) return null;
  return (
    <section aria-labelledby="parameters">
      <h2 id="parameters">Parameters</h2>
      {present.map(location => (
        <React.Fragment key={location.key}>
          <h3 id={`${location.key}-parameters`}>{location.label}</h3>
          <ul className="api-params" css={parameterListStyle}>
            {groups[location.key].map(param => (
              <Parameter key={param.name} param={param} />
            ))}
          </ul>
        </React.Fragment>
      ))}
    </section>
  );
}
