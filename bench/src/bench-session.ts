import type { EmbeddedServer, Stores, UserRecord } from '@fd/server';

const BENCH_EMAIL = 'bench@firmenradar.test';

/** A verified account without a password, as the bench signs in and calls: a session or an API key. */
function createBenchUser(stores: Stores, userId: string, email: string, fullname: string) {
  return stores.accounts.users.create({
    user_id: userId,
    email,
    fullname,
    password_hash: null,
    google_sub: null,
    email_verified: true,
    language: 'de',
    security_ip: null,
  });
}

/** The bench's account (created on its first run on a dataset) and a new session cookie for it. */
export async function benchSession({
  stores,
  services,
}: Pick<EmbeddedServer, 'stores' | 'services'>): Promise<{ user: UserRecord; cookie: string }> {
  const user =
    (await stores.accounts.users.byEmail(BENCH_EMAIL)) ??
    (await createBenchUser(stores, 'bench-user', BENCH_EMAIL, 'Benchmark'));
  const { token } = await services.sessions.start(user.user_id, { userAgent: 'bench', ip: '127.0.0.1' });
  return { user, cookie: `fr_session=${token}` };
}

/**
 * An API key of a new account, for a run's MCP tool calls: its daily quota (5,000, which the
 * bench's rate-limit factor does not lift) starts unused however often the bench ran that day.
 */
export async function benchApiKey({
  stores,
  services,
}: Pick<EmbeddedServer, 'stores' | 'services'>): Promise<string> {
  const id = `bench-mcp-${Date.now()}`;
  const user = await createBenchUser(stores, id, `${id}@firmenradar.test`, 'Benchmark MCP');
  return (await services.apiKeys.create(user.user_id, 'bench')).key;
}
