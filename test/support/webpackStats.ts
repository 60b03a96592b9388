import fs from 'fs';
import path from 'path';
import { PUBLIC_DIR } from './paths';

/** The build's own list of chunk files (webpack.stats.json), not whatever old files public/ holds. */
export const assetsByChunkName = (
  JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8')) as { assetsByChunkName: Record<string, string[]> }
).assetsByChunkName;

/** The JavaScript files of one chunk, or of every chunk. */
export const chunkScripts = (name?: string): string[] =>
  (name === undefined ? Object.values(assetsByChunkName).flat() : (assetsByChunkName[name] ?? [])).filter(file => file.endsWith('.js'));
