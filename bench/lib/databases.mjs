/** The PostgreSQL the benches create their databases on (BENCH_PG points elsewhere). */
export const adminUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on that server. */
export const databaseUrl = (name) => adminUrl.replace(/\/[^/]*$/, `/${name}`);
