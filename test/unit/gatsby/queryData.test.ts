/** Build-time queries fail loudly, naming what could not be queried. */
import { queryData } from '../../../src/gatsby/pages/queryData';

test("a query's data is returned as is", async () => {
  await expect(queryData('the prose', Promise.resolve({ data: { allProse: { nodes: [] } } }))).resolves.toEqual({ allProse: { nodes: [] } });
});

test('errors or missing data fail, naming what and why', async () => {
  await expect(queryData('the prose', Promise.resolve({ errors: [{ message: 'Cannot query field "x"' }] }))).rejects.toThrow(
    'Could not query the prose: [{"message":"Cannot query field \\"x\\""}]',
  );
  await expect(queryData('the API reference', Promise.resolve({}))).rejects.toThrow('Could not query the API reference: no data');
});
