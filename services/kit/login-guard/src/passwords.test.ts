import { generatePassword, hashPassword, resolvePassword } from './passwords.ts';

describe('resolvePassword', () => {
  it('When a hash is configured, then only its password verifies and nothing is generated', async () => {
    const resolved = await resolvePassword({ configuredHash: await hashPassword('correct horse'), embedded: true });
    expect(resolved.generatedPassword).toBeUndefined();
    expect(resolved.check.configured).toBe(true);
    await expect(resolved.check.verify('correct horse')).resolves.toBe(true);
    await expect(resolved.check.verify('Correct horse')).resolves.toBe(false);
  });

  it('When no hash is configured outside embedded mode, then the login is unconfigured and refuses every password', async () => {
    const resolved = await resolvePassword({ embedded: false });
    expect(resolved.check.configured).toBe(false);
    expect(resolved.generatedPassword).toBeUndefined();
    await expect(resolved.check.verify('')).resolves.toBe(false);
    await expect(resolved.check.verify('admin')).resolves.toBe(false);
  });

  it('When no hash is configured in embedded mode, then a random password is generated and is the only one that verifies', async () => {
    const first = await resolvePassword({ embedded: true });
    const second = await resolvePassword({ embedded: true });
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.generatedPassword).not.toBe(second.generatedPassword);
    await expect(first.check.verify(first.generatedPassword ?? '')).resolves.toBe(true);
    await expect(first.check.verify(second.generatedPassword ?? '')).resolves.toBe(false);
  });

  it('When the stored hash is malformed, then verify answers false instead of throwing', async () => {
    const resolved = await resolvePassword({ configuredHash: '$argon2id$garbage', embedded: false });
    await expect(resolved.check.verify('x')).resolves.toBe(false);
  });

  it('When passwords are generated, then they differ every time', () => {
    expect(new Set(Array.from({ length: 20 }, generatePassword)).size).toBe(20);
  });
});
