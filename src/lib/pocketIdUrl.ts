/**
 * The example address of a Pocket ID instance: code that writes the address imports it from
 * here (API samples, guides, the instance check); MDX prose and fences write it literally. At
 * build time src/yourSetup/core/exampleHostMarks.ts marks it in page bodies, so "Your setup"
 * can show the reader's own address instead.
 */
export const POCKET_ID_URL = 'https://pocket-id.example.com';
