import path from 'path';

/**
 * The project's folder, for build code that reads content or writes public/. Found from this
 * file (one place to keep right when folders move; Gatsby's gatsby-node bundle keeps
 * `__dirname` as the source file's folder), not from the working directory.
 */
export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
