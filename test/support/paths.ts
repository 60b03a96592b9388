import path from 'path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const PUBLIC_DIR = path.join(ROOT, 'public');
export const CONTENT_DIR = path.join(ROOT, 'content');
export const NGINX_CONF = path.join(ROOT, 'deploy', 'nginx.conf');
export const NGINX_BROTLI_CONF = path.join(ROOT, 'deploy', 'nginx-brotli.conf');
