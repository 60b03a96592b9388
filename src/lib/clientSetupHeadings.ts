/** The headings of the Pocket ID half of every client guide, which come before the app's own. */
export const CLIENT_SETUP_HEADINGS = [
  { depth: 2, value: 'Create the client in Pocket ID', id: 'create-the-client-in-pocket-id' },
  { depth: 3, value: 'Values for the app', id: 'values-for-the-app' },
];
