import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * A login's password: the argon2 hash from configuration, or, in embedded mode when none is
 * configured, a random password made at start (returned once so the caller can print it). Never a
 * default: without a hash and outside embedded mode the login is not configured and refuses everyone.
 */
export type PasswordCheck = {
  readonly configured: boolean;
  /** Constant work whether or not the password matches, so timing tells nothing. */
  verify(password: string): Promise<boolean>;
};

export type ResolvedPassword = { check: PasswordCheck; generatedPassword?: string };

/** argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline. */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** 18 random bytes → 24 URL-safe characters (144 bits). */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

function checkAgainst(passwordHash: string | undefined): PasswordCheck {
  return {
    configured: passwordHash !== undefined,
    async verify(password) {
      if (passwordHash === undefined) return false;
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash is a configuration fault (rejected at start); never a match.
        return false;
      }
    },
  };
}

export async function resolvePassword(opts: { configuredHash?: string; embedded: boolean }): Promise<ResolvedPassword> {
  if (opts.configuredHash) return { check: checkAgainst(opts.configuredHash) };
  if (!opts.embedded) return { check: checkAgainst(undefined) };
  const generatedPassword = generatePassword();
  return { check: checkAgainst(await hashPassword(generatedPassword)), generatedPassword };
}

/** An argon2 PHC string, as `hashPassword` makes it; configuration checks stored hashes against it. */
export const ARGON2_HASH_PATTERN = /^\$argon2(id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
/** What a configuration error says when a hash is malformed. */
export const ARGON2_HASH_HINT = 'must be an argon2 hash (run: node services/content/src/cli/hash-password.ts)';
