/**
 * The drift check: the site's pages and API document against a Pocket ID checkout.
 * Reads files, runs the four checks, and returns every difference, sorted.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Difference } from './difference';
import { at, sortDifferences } from './difference';
import { loadGoFiles } from './goSource';
import { indexGo } from './goDeclarations';
import { parseMdx } from './markdown';
import { readEnvPage } from './envDocs';
import { sourceEnvVars } from './envSource';
import { outsideGoFinder } from './envOutsideGo';
import { checkEnvironmentVariables } from './checkEnvironmentVariables';
import { sourceRoutes } from './goRoutes';
import { loadOpenApi } from './openApiDocument';
import { checkApiRoutes } from './checkApiRoutes';
import { checkApiSchemas } from './checkApiSchemas';
import { quotedLabels } from './uiLabelRule';
import { knownLabel, readUiMessages } from './uiMessages';
import { hardcodedUiStringFinder } from './hardcodedUiStrings';
import { checkUiLabels } from './checkUiLabels';
import { readClientSettingsPage } from './clientSettingsPage';
import { checkClientSettings } from './checkClientSettings';

/** The files each side is read from, relative to its root. */
const SITE_FILES = {
  envPage: 'content/docs/configuration/environment-variables.mdx',
  openApi: 'openapi/pocket-id.yaml',
  docs: 'content/docs',
  clientExamples: 'content/client-examples',
  clientSettingsPage: 'content/docs/configuration/oidc-client-settings.mdx',
};
const SOURCE_FILES = {
  envConfig: 'backend/internal/common/env_config.go',
  /** The English UI strings: en.json since 1.2, en-US.json in 1.0 and 1.1. */
  messages: ['frontend/messages/en.json', 'frontend/messages/en-US.json'],
  routerBootstrap: 'backend/internal/bootstrap/router_bootstrap.go',
};
/** Pages about the documentation site itself (its editor, its translations), not Pocket ID's UI. */
const PAGES_NOT_ABOUT_POCKET_ID_UI = ['content/docs/helping-out/'];

/** An input that cannot be compared: the checkout is missing or not a Pocket ID tree, or a page is not valid MDX. */
export class DriftInputError extends Error {}

function mdxFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap(e => (e.isDirectory() ? mdxFiles(root, `${dir}/${e.name}`) : e.name.endsWith('.mdx') ? [`${dir}/${e.name}`] : []))
    .sort();
}

function assertPocketIdTree(pocketIdRoot: string): void {
  if (!fs.existsSync(pocketIdRoot) || !fs.statSync(pocketIdRoot).isDirectory())
    throw new DriftInputError(`${pocketIdRoot}: no such directory (expected a Pocket ID checkout)`);
  if (!fs.existsSync(path.join(pocketIdRoot, SOURCE_FILES.envConfig)))
    throw new DriftInputError(`${pocketIdRoot} is not a Pocket ID tree: ${SOURCE_FILES.envConfig} is missing`);
  if (!messagesFile(pocketIdRoot)) throw new DriftInputError(`${pocketIdRoot} is not a Pocket ID tree: ${SOURCE_FILES.messages[0]} is missing`);
}

/** The release's English messages file. */
const messagesFile = (pocketIdRoot: string): string | undefined => SOURCE_FILES.messages.find(file => fs.existsSync(path.join(pocketIdRoot, file)));

/** Parses a page, naming the file when it is not valid MDX. */
function parsePage(root: string, file: string) {
  try {
    return parseMdx(fs.readFileSync(path.join(root, file), 'utf8'));
  } catch (error) {
    throw new DriftInputError(`${file}: not valid MDX: ${(error as Error).message}`);
  }
}

export async function runDrift(siteRoot: string, pocketIdRoot: string): Promise<Difference[]> {
  assertPocketIdTree(pocketIdRoot);
  const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const index = indexGo(await loadGoFiles(pocketIdRoot));
  const messagesPath = messagesFile(pocketIdRoot)!;
  const messages = readUiMessages(read(pocketIdRoot, messagesPath));
  const differences: Difference[] = [];

  differences.push(
    ...checkEnvironmentVariables({
      page: readEnvPage(parsePage(siteRoot, SITE_FILES.envPage)),
      pageFile: SITE_FILES.envPage,
      source: sourceEnvVars(index),
      findOutsideGo: outsideGoFinder(pocketIdRoot),
      sourceAnchor: at(SOURCE_FILES.envConfig, index.structs.find(s => s.file === SOURCE_FILES.envConfig && s.fields.some(f => f.tags.env))?.line ?? 1),
    }),
  );

  const api = loadOpenApi(read(siteRoot, SITE_FILES.openApi));
  const bootstrap = index.functions.find(f => f.params.some(p => p.type === '*gin.Engine') && f.file === SOURCE_FILES.routerBootstrap);
  differences.push(
    ...checkApiRoutes({
      api,
      specFile: SITE_FILES.openApi,
      routes: sourceRoutes(index),
      sourceAnchor: at(bootstrap?.file ?? SOURCE_FILES.routerBootstrap, bootstrap ? bootstrap.body.startPosition.row + 1 : 1),
    }),
    ...checkApiSchemas({ api, specFile: SITE_FILES.openApi, index }),
  );

  const isKnownLabel = knownLabel(messages);
  const pages = [
    ...mdxFiles(siteRoot, SITE_FILES.docs)
      .filter(file => !PAGES_NOT_ABOUT_POCKET_ID_UI.some(prefix => file.startsWith(prefix)))
      .map(file => ({ file, labels: quotedLabels(parsePage(siteRoot, file), 'doc', isKnownLabel) })),
    ...mdxFiles(siteRoot, SITE_FILES.clientExamples).map(file => ({ file, labels: quotedLabels(parsePage(siteRoot, file), 'client-example') })),
  ];
  const findHardcoded = hardcodedUiStringFinder(pocketIdRoot);
  differences.push(...checkUiLabels({ pages, messages, messagesFile: messagesPath, findHardcoded }));

  const settingsPath = path.join(siteRoot, SITE_FILES.clientSettingsPage);
  differences.push(
    ...checkClientSettings({
      page: fs.existsSync(settingsPath) ? readClientSettingsPage(parsePage(siteRoot, SITE_FILES.clientSettingsPage)) : undefined,
      pageFile: SITE_FILES.clientSettingsPage,
      index,
      messages,
      messagesFile: messagesPath,
      findHardcoded,
    }),
  );
  return sortDifferences(differences);
}
