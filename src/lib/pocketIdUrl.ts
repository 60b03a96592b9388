/**
 * The example address of a Pocket ID instance, the one place code writes it: the guides'
 * data components, the API samples and the home page's quick start import it, and "Your
 * setup" (src/yourSetup/core/yourSetup.ts) marks it in page bodies and shows the reader's address instead.
 */
export const POCKET_ID_URL = 'https://pocket-id.example.com';
