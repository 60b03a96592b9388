// The nginx setup shared by `npm run serve` (scripts/serve.mjs) and the test suite
// (test/support/nginx.ts): deploy/nginx.conf with only its listen and root lines replaced,
// wrapped in a minimal main config whose pid, logs and temp files live in a throwaway
// prefix directory. CommonJS, so that both ES modules and Jest's CommonJS can load it.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const DEPLOY_DIR = path.resolve(__dirname, '..', 'deploy');

/** Debian's brotli filter module, when installed (scripts/test.mjs installs it). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** deploy/nginx.conf with the port and root substituted. Throws if the placeholders moved. */
function templateSiteConfig(source, port, root) {
  const listen = source.match(/^\s*listen\s+[^;]+;.*$/gm) ?? [];
  const roots = source.match(/^\s*root\s+[^;]+;.*$/gm) ?? [];
  if (listen.length === 0 || roots.length !== 1) {
    throw new Error(`deploy/nginx.conf must have listen lines and exactly one root line (found ${listen.length} and ${roots.length})`);
  }
  let first = true;
  return source
    .replace(/^(\s*)listen\s+[^;]+;.*$/gm, (_m, indent) => {
      if (!first) return `${indent}# (further listen lines dropped for local serving)`;
      first = false;
      return `${indent}listen 127.0.0.1:${port};`;
    })
    .replace(/^(\s*)root\s+[^;]+;.*$/m, (_m, indent) => `${indent}root ${root};`);
}

/**
 * Writes site.conf, the brotli snippet (where the site config includes it, when the module
 * is installed) and the main nginx.conf into `prefix`, which must exist.
 */
function writeNginxConfig({ prefix, port, root, logs }) {
  for (const dir of ['logs', 'tmp']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  fs.writeFileSync(path.join(prefix, 'site.conf'), templateSiteConfig(fs.readFileSync(path.join(DEPLOY_DIR, 'nginx.conf'), 'utf8'), port, root));
  const brotli = fs.existsSync(BROTLI_MODULE);
  if (brotli) {
    fs.mkdirSync(path.join(prefix, 'snippets'), { recursive: true });
    fs.copyFileSync(path.join(DEPLOY_DIR, 'nginx-brotli.conf'), path.join(prefix, 'snippets', 'pocket-id-docs-brotli.conf'));
  }
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const toFiles = logs === 'files';
  const main = [
    asRoot ? 'user root;' : '',
    brotli ? `load_module ${BROTLI_MODULE};` : '',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    toFiles ? `error_log ${prefix}/logs/error.log warn;` : 'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    toFiles ? `  access_log ${prefix}/logs/access.log;` : '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(kind => `  ${kind}_temp_path ${prefix}/tmp/${kind};`),
    `  include ${prefix}/site.conf;`,
    '}',
    '',
  ].join('\n');
  const confPath = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confPath, main);
  return { confPath, brotli };
}

module.exports = { BROTLI_MODULE, templateSiteConfig, writeNginxConfig };
