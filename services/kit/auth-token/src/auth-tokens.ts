import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/**
 * Who a token is for — its role: the admin (inbox, and the quiz list of the test page) or blog
 * management. A token of one is refused wherever the other is asked for.
 */
export const TOKEN_AUDIENCES = { admin: 'quizlink-admin', blog: 'quizlink-blog' } as const;
export type TokenAudience = (typeof TOKEN_AUDIENCES)[keyof typeof TOKEN_AUDIENCES];

/** The content service issues every token (its logins); other services only verify. */
export const TOKEN_ISSUER = 'quizlink-content';

export type IssuedToken = { token: string; expiresAt: Date };

export type TokenVerifier = {
  /** The token's subject when it is well signed, for this audience and not expired; otherwise null. */
  verify(audience: TokenAudience, token: string): Promise<string | null>;
};

export type TokenService = TokenVerifier & {
  issue(audience: TokenAudience, subject: string): Promise<IssuedToken>;
};

const encodeKey = (secret: string) => new TextEncoder().encode(secret);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function verifierFor(key: Uint8Array, clock: () => Date): TokenVerifier {
  return {
    async verify(audience, token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: TOKEN_ISSUER,
          audience,
          algorithms: ['HS256'],
          currentDate: clock(),
          requiredClaims: ['exp', 'sub'],
        });
        return payload.sub ?? null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Issues and verifies signed bearer tokens (JWT, HS256) with an expiry. The key comes from
 * configuration so every instance accepts every other's tokens; without one a random key is made at
 * start (tokens then die with the process, which is what embedded mode wants).
 */
export function createTokenService(opts: { secret?: string; ttlMinutes: number; clock: () => Date }): TokenService {
  const key = opts.secret ? encodeKey(opts.secret) : new Uint8Array(randomBytes(32));
  return {
    ...verifierFor(key, opts.clock),
    async issue(audience, subject) {
      const now = opts.clock();
      const expiresAt = new Date(now.getTime() + opts.ttlMinutes * 60_000);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(audience)
        .setSubject(subject)
        .setJti(randomUUID())
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(expiresAt))
        .sign(key);
      return { token, expiresAt };
    },
  };
}

/** Verify only, for a service that accepts the content service's tokens: it needs the same secret. */
export function createTokenVerifier(opts: { secret: string; clock: () => Date }): TokenVerifier {
  return verifierFor(encodeKey(opts.secret), opts.clock);
}
