/** Types of scripts/nginxConfig.js (plain CommonJS, shared by scripts/serve.mjs and the tests). */
export declare const BROTLI_MODULE: string;
export declare function templateSiteConfig(source: string, port: number, root: string): string;
export interface NginxConfigOptions {
  /** Existing directory for the config, pid, logs and temp files. */
  prefix: string;
  port: number;
  /** The directory to serve (a build's public/). */
  root: string;
  /** Logs to files in the prefix (tests read them), or errors to stderr and no access log. */
  logs: 'files' | 'stderr';
}
export declare function writeNginxConfig(options: NginxConfigOptions): { confPath: string; brotli: boolean };
