import React from 'react';
import { Link } from 'gatsby';
import type { ApiOperationAuth } from '../../openapi/types';
import { InlineCode } from './HtmlBlock';

/** Who may call the operation: accepted credentials and the required role. */
export function AuthSummary({ auth }: { auth: ApiOperationAuth }) {
  return (
    <section aria-labelledby="authentication" className="api-auth">
      <h2 id="authentication">Authentication</h2>
      {auth.role && (
        <p>
          Requires the <strong>{auth.role}</strong> role.
        </p>
      )}
      <ul>
        {auth.lines.map(line => (
          <li key={line}>
            <InlineCode text={line} />
          </li>
        ))}
      </ul>
      {auth.required && (
        <p>
          See <Link to="/docs/api-documentation#authenticate-with-an-api-key">authenticating with API keys</Link>.
        </p>
      )}
    </section>
  );
}
