import React from 'react';
import { withPrefix } from 'gatsby';
import type { ApiOperationAuth } from '../core/types';
import { HtmlBlock, InlineCode } from './HtmlBlock';
import { API_OVERVIEW_PATH } from '../../lib/siteRoutes';

/**
 * Who may call the operation: the spec's own note when it has one, else the required role;
 * then the credentials the spec accepts.
 */
export function AuthSummary({ auth }: { auth: ApiOperationAuth }) {
  return (
    <section aria-labelledby="authentication" className="api-auth">
      <h2 id="authentication">Authentication</h2>
      {auth.noteHtml ? (
        <HtmlBlock html={auth.noteHtml} />
      ) : (
        auth.role && (
          <p>
            Requires the <strong>{auth.role}</strong> role.
          </p>
        )
      )}
      {auth.lines.length > 1 || auth.required ? (
        <>
          <p>{auth.lines.length > 1 ? 'Accepted credentials, any one of:' : 'Accepted credentials:'}</p>
          <ul>
            {auth.lines.map(line => (
              <li key={line}>
                <InlineCode text={line} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        !auth.noteHtml && (
          <p>
            <InlineCode text={auth.lines[0]} />.
          </p>
        )
      )}
      {auth.required && (
        <p>
          See <a href={withPrefix(`${API_OVERVIEW_PATH}#authentication`)}>authentication in the API overview</a>.
        </p>
      )}
    </section>
  );
}
