import path from 'path';

export const ROOT = path.resolve(__dirname, '..', '..');
/** The build under test: public/, or another build directory named by DOCS_PUBLIC_DIR (e.g. an older build, to show a check fails on it). */
export const PUBLIC_DIR = process.env.DOCS_PUBLIC_DIR ? path.resolve(process.env.DOCS_PUBLIC_DIR) : path.join(ROOT, 'public');
export const CONTENT_DIR = path.join(ROOT, 'content');
export const NGINX_CONF = path.join(ROOT, 'deploy', 'nginx.conf');
export const NGINX_BROTLI_CONF = path.join(ROOT, 'deploy', 'nginx-brotli.conf');
