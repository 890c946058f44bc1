import pg from 'pg';

/** The template database the test run builds once on DATABASE_URL. */
export const templateDatabase = 'hci_api_test_template';

export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements (CREATE/DROP DATABASE) on the server's maintenance database. */
export async function withAdminClient<T>(
  base: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrlFor(base, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
