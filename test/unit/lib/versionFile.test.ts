import { formatVersion, formatVersionError, readVersionFile } from '../../../src/lib/versionFile';

const URL = 'https://example.test/.version';
const logger = () => ({ error: jest.fn() });
const response = (status: number, body: string, statusText = '') =>
  ({ ok: status >= 200 && status < 300, status, statusText, text: async () => body }) as unknown as Response;

test('formatVersion adds one leading v', () => {
  expect(formatVersion('2.14.0\n')).toBe('v2.14.0');
  expect(formatVersion('v2.14.0')).toBe('v2.14.0');
  expect(formatVersionError('x')).toBe('Error reading version file: x');
});

test('success: the trimmed version, no error logged', async () => {
  const log = logger();
  const fetchImpl = jest.fn(async () => response(200, ' 2.14.0\n'));
  await expect(readVersionFile(URL, 1000, fetchImpl as unknown as typeof fetch, log)).resolves.toEqual({ ok: true, text: 'v2.14.0' });
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  expect((fetchImpl.mock.calls[0] as unknown[])[0]).toBe(URL);
  expect(log.error).not.toHaveBeenCalled();
});

test('HTTP 500: an error line naming the status', async () => {
  const log = logger();
  const result = await readVersionFile(URL, 1000, (async () => response(500, 'oops', 'Internal Server Error')) as unknown as typeof fetch, log);
  expect(result).toEqual({ ok: false, text: 'Error reading version file: HTTP 500 Internal Server Error' });
  expect(log.error).toHaveBeenCalledTimes(1);
});

test('an empty file is an error', async () => {
  const result = await readVersionFile(URL, 1000, (async () => response(200, '  \n')) as unknown as typeof fetch, logger());
  expect(result).toEqual({ ok: false, text: 'Error reading version file: the file is empty' });
});

test('network error: the error message, never a rejection', async () => {
  const log = logger();
  const result = await readVersionFile(
    URL,
    1000,
    (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch,
    log,
  );
  expect(result).toEqual({ ok: false, text: 'Error reading version file: Failed to fetch' });
  expect(log.error.mock.calls[0][0]).toContain(URL);
});

describe('timeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the request is aborted after the timeout', async () => {
    let signal: AbortSignal | undefined;
    const fetchImpl = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
      });
    const pending = readVersionFile(URL, 5000, fetchImpl as unknown as typeof fetch, logger());
    let settled = false;
    void pending.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ ok: false, text: 'Error reading version file: timed out after 5000 ms' });
    expect(signal?.aborted).toBe(true);
  });

  test('a finished request clears its timer', async () => {
    await readVersionFile(URL, 5000, (async () => response(200, '1.0.0')) as unknown as typeof fetch, logger());
    expect(jest.getTimerCount()).toBe(0);
  });
});
