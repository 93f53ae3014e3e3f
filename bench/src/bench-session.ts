import type { EmbeddedServer, UserRecord } from '@fd/server';

const BENCH_EMAIL = 'bench@firmenradar.test';

/** The bench's account (created on its first run on a dataset) and a new session cookie for it. */
export async function benchSession({
  stores,
  services,
}: Pick<EmbeddedServer, 'stores' | 'services'>): Promise<{ user: UserRecord; cookie: string }> {
  const user =
    (await stores.accounts.users.byEmail(BENCH_EMAIL)) ??
    (await stores.accounts.users.create({
      user_id: 'bench-user',
      email: BENCH_EMAIL,
      fullname: 'Benchmark',
      password_hash: null,
      google_sub: null,
      email_verified: true,
      language: 'de',
      security_ip: null,
    }));
  const { token } = await services.sessions.start(user.user_id, { userAgent: 'bench', ip: '127.0.0.1' });
  return { user, cookie: `fr_session=${token}` };
}
