/**
 * Social preview cards: one 1200x630 PNG per page under public/og/, laid out by satori
 * (src/socialCards/socialCard.ts) and rasterised by resvg. Everything is local: the Inter font
 * comes from the @fontsource/inter package (WOFF, which satori reads; it cannot read WOFF2)
 * and the logo from static/logo.svg, so the build needs no network. A card whose inputs
 * have not changed is copied from .cache/social-cards/ instead of being drawn again; the
 * rest are drawn by worker threads, one per core (up to four), since drawing is CPU-bound.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createHash } from 'crypto';
import { createRequire } from 'module';
import { Worker } from 'worker_threads';
import { CardElement, socialCardTree } from './socialCard';
import { socialCardPath, SOCIAL_CARD_SIZE } from './cardPath';
import { PROJECT_ROOT } from '../gatsby/projectRoot';

const cacheDir = path.join(PROJECT_ROOT, '.cache', 'social-cards');

interface CardPage {
  route: string;
  title: string;
  section: string;
}

interface CardSite {
  siteName: string;
  host: string;
}

interface Job {
  tree: CardElement;
  files: string[];
}

/**
 * The worker, as CommonJS source: the gatsby-node bundle has no file of its own to point a
 * worker at. It receives the module paths, the font files and its jobs, and reports errors.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('worker_threads');
const fs = require('fs');
const satori = require(workerData.satori).default;
const { Resvg } = require(workerData.resvg);
(async () => {
  const fonts = workerData.fonts.map(font => ({ ...font, data: fs.readFileSync(font.file) }));
  for (const job of workerData.jobs) {
    const svg = await satori(job.tree, { width: workerData.width, height: workerData.height, fonts });
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: workerData.width } }).render().asPng();
    for (const file of job.files) fs.writeFileSync(file, png);
  }
})().then(() => parentPort.postMessage('done'), error => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

function drawInWorker(
  jobs: Job[],
  modules: { satori: string; resvg: string },
  fonts: { name: string; file: string; weight: number; style: string }[],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ...modules, fonts, jobs, ...SOCIAL_CARD_SIZE } });
    worker.once('message', (message: 'done' | { error: string }) => {
      void worker.terminate();
      if (message === 'done') resolve();
      else reject(new Error(`Social cards: drawing failed: ${message.error}`));
    });
    worker.once('error', reject);
  });
}

/** Writes every card; resolves to the number written, how many were drawn, and the milliseconds it took. */
export async function writeSocialCards(publicDir: string, site: CardSite, pages: CardPage[]): Promise<{ count: number; drawn: number; ms: number }> {
  const start = Date.now();
  fs.mkdirSync(cacheDir, { recursive: true });
  // Resolved from the project, not from the compiled gatsby-node bundle.
  const projectRequire = createRequire(path.join(PROJECT_ROOT, 'package.json'));
  const fonts = ([400, 700] as const).map(weight => ({
    name: 'Inter',
    file: projectRequire.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
    weight,
    style: 'normal',
  }));
  const modules = { satori: projectRequire.resolve('satori'), resvg: projectRequire.resolve('@resvg/resvg-js') };
  // Whatever changes the pixels: this file, the layout, the logo, the fonts and the page's own text.
  const inputs = [
    ...['src/socialCards/writeSocialCards.ts', 'src/socialCards/socialCard.ts', 'static/logo.svg'].map(f => path.join(PROJECT_ROOT, f)),
    ...fonts.map(f => f.file),
  ]
    .map(file => createHash('sha256').update(fs.readFileSync(file)).digest('hex'))
    .join();
  const logoDataUrl = `data:image/svg+xml;base64,${fs.readFileSync(path.join(PROJECT_ROOT, 'static', 'logo.svg')).toString('base64')}`;

  const jobs: Job[] = [];
  for (const page of pages) {
    const content = { title: page.title, section: page.section, siteName: site.siteName, host: site.host };
    const key = createHash('sha256').update(inputs).update(JSON.stringify(content)).digest('hex').slice(0, 32);
    const cached = path.join(cacheDir, `${key}.png`);
    const file = path.join(publicDir, socialCardPath(page.route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (fs.existsSync(cached)) fs.copyFileSync(cached, file);
    else jobs.push({ tree: socialCardTree({ ...content, logoDataUrl }), files: [file, cached] });
  }
  if (jobs.length > 0) {
    const workers = Math.max(1, Math.min(4, os.cpus().length, Math.ceil(jobs.length / 25)));
    const shares: Job[][] = Array.from({ length: workers }, () => []);
    jobs.forEach((job, index) => shares[index % workers].push(job));
    await Promise.all(shares.map(share => drawInWorker(share, modules, fonts)));
  }
  return { count: pages.length, drawn: jobs.length, ms: Date.now() - start };
}
