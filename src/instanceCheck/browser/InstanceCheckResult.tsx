import React from 'react';
import { withPrefix } from 'gatsby';
import type { CheckResult } from '../core/instanceCheck';
import { findingMessage, verdictLine } from '../core/instanceCheckMessages';

/** What the check's live region shows: a sentence (while checking, or about the input), or a check's result for an origin. */
export type InstanceCheckShown = { message: string } | { result: CheckResult; origin: string };

/**
 * The content of the live region of the "Check my instance" form (InstanceCheck.tsx), rendered
 * there by its behaviour: the verdict, each finding with its troubleshooting link, and the
 * endpoints an app needs. What the instance sent is shown as text, never parsed as markup.
 * Styles: InstanceCheck.style.ts, on the form.
 */
export function InstanceCheckResult({ shown }: { shown: InstanceCheckShown }) {
  if ('message' in shown) return <p>{shown.message}</p>;
  const { result, origin } = shown;
  return (
    <>
      <p className={`instance-check-verdict instance-check-${result.verdict}`}>{verdictLine(result, origin)}</p>
      {result.findings.length > 0 && (
        <ul>
          {result.findings.map((finding, index) => {
            const message = findingMessage(finding);
            return (
              <li key={`${finding.kind}:${index}`}>
                <strong>{`${message.title}.`}</strong>
                {` ${message.text} `}
                <a href={withPrefix(message.help.href)}>{message.help.label}</a>
              </li>
            );
          })}
        </ul>
      )}
      {result.endpoints.length > 0 && result.verdict !== 'failed' && (
        <dl className="instance-check-endpoints">
          {result.endpoints.map(endpoint => (
            <React.Fragment key={endpoint.label}>
              <dt>{endpoint.label}</dt>
              <dd>
                <code>{endpoint.url}</code>
              </dd>
            </React.Fragment>
          ))}
        </dl>
      )}
    </>
  );
}
