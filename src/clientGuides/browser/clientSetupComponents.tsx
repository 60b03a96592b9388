import React from 'react';
import { PKCE_LABELS, PkceSupport, sendsPkce } from '../core/clientExample';
import type { ClientGuideFacts } from '../core/clientExample';
import { PocketIdUrlCode } from '../../components/PocketIdUrlCode';
import { CreateClientRequest } from '../../yourSetup/browser/CreateClientRequest';

/** The frontmatter facts the Pocket ID half of a client guide depends on. */
export type ClientFacts = Pick<ClientGuideFacts, 'name' | 'redirectUris' | 'postLogoutRedirectUris' | 'pkce' | 'clientType' | 'groupsClaim' | 'roleMapping'>;

/** Which facts `<When>` can test; a part shows only when every given one matches the guide. */
interface WhenProps {
  clientType?: ClientFacts['clientType'];
  pkce?: PkceSupport;
  groupsClaim?: boolean;
  callbackUrls?: 'one' | 'several';
  logoutCallbackUrls?: 'none' | 'one' | 'several';
  children?: React.ReactNode;
}

/** Frontmatter text with `code` spans (the only mark it uses) as <code> elements. */
function withCodeSpans(text: string): React.ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

const howMany = (list: readonly unknown[]) => (list.length === 0 ? 'none' : list.length === 1 ? 'one' : 'several');

/** URLs to enter in a Pocket ID field, one per line as code (the build marks their example hosts for "Your setup"). */
function UrlList({ className, urls }: { className: string; urls: readonly string[] }) {
  return (
    <ul className={className}>
      {urls.map(uri => (
        <li key={uri}>
          <code>{uri}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * The data components of content/partials/pocket-id-client-setup.mdx: a guide's facts
 * (name, callback and logout callback URLs, client type, PKCE, groups) for the prose, which is the MDX file's.
 */
export function clientSetupComponents(facts: ClientFacts) {
  const actual = {
    clientType: facts.clientType,
    pkce: facts.pkce,
    groupsClaim: facts.groupsClaim,
    callbackUrls: howMany(facts.redirectUris),
    logoutCallbackUrls: howMany(facts.postLogoutRedirectUris),
  };
  const When = ({ children, ...wanted }: WhenProps) =>
    Object.entries(wanted).every(([fact, value]) => actual[fact as keyof typeof actual] === value) ? <>{children}</> : null;
  return {
    When,
    AppName: () => <>{facts.name}</>,
    CallbackUrlList: () => <UrlList className="callback-urls" urls={facts.redirectUris} />,
    LogoutCallbackUrlList: () => <UrlList className="logout-callback-urls" urls={facts.postLogoutRedirectUris} />,
    RoleMapping: () => <>{withCodeSpans(facts.roleMapping ?? '')}</>,
    Scopes: () => <code>{facts.groupsClaim ? 'openid profile email groups' : 'openid profile email'}</code>,
    PkceSetting: () => (
      <>
        {PKCE_LABELS[facts.pkce]}
        {sendsPkce(facts.pkce) ? ' (S256)' : ''}
      </>
    ),
    PocketIdUrl: PocketIdUrlCode,
    CreateClientRequest: () => <CreateClientRequest facts={facts} />,
  };
}
