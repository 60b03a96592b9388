/**
 * The example address of a Pocket ID instance, the one place code writes it: the API
 * samples, the guides' create-client request, the API overview's base URL and the instance
 * check import it. MDX prose and fences write it literally. At build time
 * src/yourSetup/core/exampleHostMarks.ts marks it in page bodies, so "Your setup" can show
 * the reader's own address instead.
 */
export const POCKET_ID_URL = 'https://pocket-id.example.com';
