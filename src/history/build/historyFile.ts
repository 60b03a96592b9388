/**
 * The build's one read of Pocket ID's history: content/history/pocket-id-history.yaml (no git,
 * no network). Bad data stops the build naming the file and the entry. Read when asked (a
 * few hundred short lines), so develop shows an edit after its next page creation.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HistoryData } from '../core/historyData';
import { HISTORY_FILE, parseHistory } from '../core/historyData';

export function readHistory(root = process.cwd()): HistoryData {
  return parseHistory(fs.readFileSync(path.join(root, HISTORY_FILE), 'utf8'), HISTORY_FILE);
}
