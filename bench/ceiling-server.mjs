// The ceiling of this stack: a bare Fastify route on a pg pool that returns 24 rows of a
// 10,000-row table, with no envelope, validation, language or currency. bench/catalog.mjs starts
// it beside the shop and measures it in the same run, so the shop's routes are read as a share of
// what Fastify and PostgreSQL can do on this machine at that moment.
//   DATABASE_URL=postgres://… PORT=8199 node bench/ceiling-server.mjs
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX ?? 20) });
await pool.query(`CREATE TABLE IF NOT EXISTS bench_ceiling (id int PRIMARY KEY, name text NOT NULL, price int NOT NULL, stock int NOT NULL)`);
const [{ n }] = (await pool.query('SELECT count(*)::int AS n FROM bench_ceiling')).rows;
if (n !== 10_000) {
  await pool.query('TRUNCATE bench_ceiling');
  await pool.query(`INSERT INTO bench_ceiling SELECT i, 'Product ' || i, (i * 7919) % 100000, i % 1500 FROM generate_series(1, 10000) i`);
  await pool.query('ANALYZE bench_ceiling');
}

const app = Fastify({ logger: false });
app.get('/ceiling', async () => {
  const page = Math.floor(Math.random() * 400);
  const { rows } = await pool.query('SELECT id, name, price, stock FROM bench_ceiling ORDER BY id LIMIT 24 OFFSET $1', [page * 24]);
  return rows;
});
await app.listen({ port: Number(process.env.PORT ?? 8199), host: '127.0.0.1' });
console.log('ceiling ready');
// The listener itself returns nothing (Node ignores what it returns); a failure to close is
// left to crash the process, as an unhandled rejection.
process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  })();
});
