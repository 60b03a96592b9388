import React from 'react';

/** 24x24 stroke icons for the home page's feature cards. */
const PATHS: Record<string, string[]> = {
  passkey: ['M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M2.5 21v-1.5A5.5 5.5 0 0 1 8 14h2.5', 'M17 15.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z', 'M17 15.5V21m0-2h2'],
  oidc: ['M12 3 4 6.5v5c0 4.6 3.4 8.3 8 9.5 4.6-1.2 8-4.9 8-9.5v-5z', 'm8.5 12 2.5 2.5 4.5-5'],
  groups: [
    'M8.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M2 20v-1a5 5 0 0 1 5-5h3a5 5 0 0 1 5 5v1',
    'M16 4.2a3.5 3.5 0 0 1 0 6.6',
    'M18.5 14a5 5 0 0 1 3.5 4.8V20',
  ],
  ldap: ['M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3z', 'M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5', 'M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3'],
  api: ['m8 8-5 4 5 4', 'm16 8 5 4-5 4', 'm13.5 5-3 14'],
  audit: ['M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z', 'M14 3v5h5', 'M8.5 13h7M8.5 17h5'],
};

/** The icon `name`, or an error that names the unknown icon and the known ones. */
export function FeatureIcon({ name }: { name: string }) {
  if (!(name in PATHS)) throw new Error(`Unknown feature icon "${name}": use one of ${Object.keys(PATHS).join(', ')}`);
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map(d => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
