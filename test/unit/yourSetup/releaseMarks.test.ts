import { checkVersion, markText, newerCountText, parseRelease } from '../../../src/yourSetup/core/releaseMarks';

describe('checkVersion', () => {
  it.each([
    ['2.10', '2.10'],
    ['2.10.0', '2.10'],
    [' v2.13.1 ', '2.13.1'],
    ['', ''],
  ])('accepts %j as %j', (text, version) => {
    expect(checkVersion(text)).toEqual({ ok: true, version });
  });

  it.each(['2', 'two', '2.x', '2.10.1.4', '2.10-beta', 'latest', '<b>2.1</b>'])(
    'refuses %j with a message that says what a version looks like and where to find it',
    text => {
      const result = checkVersion(text);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toMatch(/such as 2\.10 or 2\.10\.1.*settings pages/);
    },
  );
});

describe('markText', () => {
  it('says a mark newer than the reader needs a newer release, naming both', () => {
    expect(markText('2.13.0', null, '2.10')).toEqual({ text: 'Needs 2.13 — you run 2.10', newer: true });
    expect(markText('2.13.1', null, '2.13')).toEqual({ text: 'Needs 2.13.1 — you run 2.13', newer: true });
    expect(markText('1.0.0', null, '0.51')).toEqual({ text: 'Needs 1.0 — you run 0.51', newer: true });
  });

  it('leaves a mark alone for a reader on that release or a later one', () => {
    expect(markText('2.13.0', null, '2.13')).toBeNull();
    expect(markText('2.13.0', null, '2.14.1')).toBeNull();
    expect(markText('2.9.0', null, '2.10')).toBeNull(); // compared as numbers, not text
  });

  it('tells a reader before a removal that their release still has the thing', () => {
    expect(markText(null, '2.0.0', '1.16')).toEqual({ text: 'Removed in 2.0 — your 1.16 still has it', newer: false });
    expect(markText(null, '2.0.0', '2.3')).toBeNull();
    expect(markText('1.2.0', '2.0.0', '1.1')).toEqual({ text: 'Needs 1.2 — you run 1.1', newer: true });
  });

  it('changes nothing for a mark or a version it cannot read', () => {
    expect(markText('soon', null, '2.10')).toBeNull();
    expect(markText('2.13.0', null, 'x')).toBeNull();
  });
});

describe('newerCountText', () => {
  it('counts what needs a newer release, and says nothing when nothing does', () => {
    expect(newerCountText(0, '2.10')).toBeNull();
    expect(newerCountText(1, '2.10')).toMatch(/^1 thing on this page needs a newer Pocket ID release than yours \(2\.10\)/);
    expect(newerCountText(3, '2.10')).toMatch(/^3 things on this page need a newer/);
  });
});

describe('parseRelease', () => {
  it('reads a missing patch as 0', () => {
    expect(parseRelease('2.13')).toEqual([2, 13, 0]);
  });
});
