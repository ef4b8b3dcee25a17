import { TOKEN_AUDIENCES, createTokenService, createTokenVerifier } from './auth-tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-1234';

describe('token service', () => {
  it('When a token is issued, then it verifies for its audience and gives back the subject', async () => {
    const tokens = createTokenService({ secret: SECRET, ttlMinutes: 60, clock: () => new Date() });
    const { token, expiresAt } = await tokens.issue(TOKEN_AUDIENCES.admin, 'ada');
    expect(await tokens.verify(TOKEN_AUDIENCES.admin, token)).toBe('ada');
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it('When an admin token is presented for blog management, then it is refused', async () => {
    const tokens = createTokenService({ secret: SECRET, ttlMinutes: 60, clock: () => new Date() });
    const { token } = await tokens.issue(TOKEN_AUDIENCES.admin, 'ada');
    expect(await tokens.verify(TOKEN_AUDIENCES.blog, token)).toBeNull();
  });

  it('When the expiry has passed, then the token is refused', async () => {
    const now = { value: new Date('2026-01-01T10:00:00Z') };
    const tokens = createTokenService({ secret: SECRET, ttlMinutes: 30, clock: () => now.value });
    const { token } = await tokens.issue(TOKEN_AUDIENCES.blog, 'blog-manager');
    now.value = new Date('2026-01-01T10:29:00Z');
    expect(await tokens.verify(TOKEN_AUDIENCES.blog, token)).toBe('blog-manager');
    now.value = new Date('2026-01-01T10:31:00Z');
    expect(await tokens.verify(TOKEN_AUDIENCES.blog, token)).toBeNull();
  });

  it('When a token is signed with another key or tampered with, then it is refused', async () => {
    const clock = () => new Date();
    const ours = createTokenService({ secret: SECRET, ttlMinutes: 60, clock });
    const theirs = createTokenService({ ttlMinutes: 60, clock });
    const forged = (await theirs.issue(TOKEN_AUDIENCES.admin, 'mallory')).token;
    expect(await ours.verify(TOKEN_AUDIENCES.admin, forged)).toBeNull();
    const { token } = await ours.issue(TOKEN_AUDIENCES.admin, 'ada');
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'mallory', aud: TOKEN_AUDIENCES.admin, exp: 4102444800 })).toString('base64url');
    expect(await ours.verify(TOKEN_AUDIENCES.admin, `${header}.${payload}.${signature}`)).toBeNull();
    expect(await ours.verify(TOKEN_AUDIENCES.admin, 'not-a-token')).toBeNull();
  });

  it('When the "none" algorithm is used, then the token is refused', async () => {
    const tokens = createTokenService({ secret: SECRET, ttlMinutes: 60, clock: () => new Date() });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'x', aud: TOKEN_AUDIENCES.admin, iss: 'quizlink-content', exp: 4102444800 })).toString('base64url');
    expect(await tokens.verify(TOKEN_AUDIENCES.admin, `${header}.${payload}.`)).toBeNull();
  });

  it('When a verifier holds the same secret, then it accepts the issued token for its audience only, until it expires', async () => {
    const now = { value: new Date('2026-01-01T10:00:00Z') };
    const issuer = createTokenService({ secret: SECRET, ttlMinutes: 30, clock: () => now.value });
    const verifier = createTokenVerifier({ secret: SECRET, clock: () => now.value });
    const { token } = await issuer.issue(TOKEN_AUDIENCES.admin, 'ada');
    expect(await verifier.verify(TOKEN_AUDIENCES.admin, token)).toBe('ada');
    expect(await verifier.verify(TOKEN_AUDIENCES.blog, token)).toBeNull();
    expect(await createTokenVerifier({ secret: `${SECRET}-other`, clock: () => now.value }).verify(TOKEN_AUDIENCES.admin, token)).toBeNull();
    now.value = new Date('2026-01-01T10:31:00Z');
    expect(await verifier.verify(TOKEN_AUDIENCES.admin, token)).toBeNull();
  });
});
