import pg from 'pg';

/**
 * Runs `work` on the maintenance database of the PostgreSQL server `url` names: creating,
 * copying and dropping the run's databases is done from there, since PostgreSQL copies only a
 * database nobody is connected to.
 */
export async function onServerOf<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database name as an identifier in a statement. */
export const quoted = (name: string) => `"${name.replace(/"/g, '')}"`;
