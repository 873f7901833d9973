import { testDrivers } from '../test/test-database';
import { pipelinedReads } from './pipelined-reads';

// The connection the per-call account check shares: many reads in flight on it at once.

const onPostgres = testDrivers().includes('postgres') ? describe : describe.skip;

onPostgres('pipelined reads on PostgreSQL', () => {
  const reads = pipelinedReads(process.env.TEST_DATABASE_URL!, { connectMs: 2_000, statementMs: 2_000 });
  afterAll(() => reads.close());

  it('answers each of many reads sent at once with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => reads.read('pipelined_echo', 'select $1::int as n, $1::int * 2 as twice', [i])),
    );
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => [[i, i * 2]]));
  });

  it('fails only the read whose statement fails, not the ones around it', async () => {
    const [before, failed, after] = await Promise.allSettled([
      reads.read('pipelined_echo', 'select $1::int as n, $1::int * 2 as twice', [1]),
      reads.read('pipelined_divide', 'select 1 / $1::int', [0]),
      reads.read('pipelined_echo', 'select $1::int as n, $1::int * 2 as twice', [2]),
    ]);
    expect(before).toEqual({ status: 'fulfilled', value: [[1, 2]] });
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
    expect(after).toEqual({ status: 'fulfilled', value: [[2, 4]] });
  });

  it('opens a new connection when the server ends the one in use', async () => {
    const [[pid]] = (await reads.read('pipelined_pid', 'select pg_backend_pid()', [])) as [[number]];
    await reads.read('pipelined_terminate', 'select pg_terminate_backend($1::int)', [pid]).catch(() => undefined);
    const [[next]] = (await reads.read('pipelined_pid', 'select pg_backend_pid()', [])) as [[number]];
    expect(next).not.toBe(pid);
  });
});
