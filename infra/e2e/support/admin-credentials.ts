import { hashSync } from '@node-rs/argon2';

/**
 * Known passwords for the admin screens in end-to-end runs. playwright.config.ts hashes them when it
 * loads and hands the hashes to the stack (ADMIN_PASSWORD_HASH, BLOG_PASSWORD_HASH,
 * SHORTLINK_ADMIN_PASSWORD_HASH), exactly as an operator would configure them.
 */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-4711' } as const;
export const E2E_BLOG_PASSWORD = 'e2e-blog-password-4711';
export const E2E_SHORTLINK_PASSWORD = 'e2e-shortlink-password-4711';

/** The environment of the stack under test: the admin username and the three argon2 hashes. */
export function adminCredentialsEnv(): Record<string, string> {
  return {
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD_HASH: hashSync(E2E_ADMIN.password),
    BLOG_PASSWORD_HASH: hashSync(E2E_BLOG_PASSWORD),
    SHORTLINK_ADMIN_PASSWORD_HASH: hashSync(E2E_SHORTLINK_PASSWORD),
  };
}
