/**
 * The example address of a Pocket ID instance, the one place it is written: guides, API
 * samples, the home page's quick start and the site configuration import it, and the
 * "Your setup" control (src/lib/yourSetup.ts) replaces it with the reader's address.
 */
export const POCKET_ID_URL = 'https://pocket-id.example.com';
