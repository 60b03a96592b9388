import { withBodies } from '../../../src/gatsby/bodies/renderBody';

test('withBodies pairs each item with its body in the items’ order, whichever body is ready first, and asks for all at once', async () => {
  const asked: string[] = [];
  let askedWhenSlowWasReady = 0;
  const pairs = await withBodies(['slow', 'fast'], item => {
    asked.push(item);
    return new Promise<string>(resolve =>
      setTimeout(
        () => {
          if (item === 'slow') askedWhenSlowWasReady = asked.length;
          resolve(`<p>${item}</p>`);
        },
        item === 'slow' ? 30 : 0,
      ),
    );
  });
  expect(pairs).toEqual([
    ['slow', '<p>slow</p>'],
    ['fast', '<p>fast</p>'],
  ]);
  expect(asked).toEqual(['slow', 'fast']);
  // Both were asked for before the first was ready: not one after another.
  expect(askedWhenSlowWasReady).toBe(2);
});
