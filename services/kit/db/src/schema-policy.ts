import type { Sequelize } from 'sequelize';

/**
 * What `runMigrations` does on a connection: `migrate` applies pending migrations (development, tests, the
 * migration job); `verify` only checks the schema is at the version the code expects and refuses otherwise
 * (production services: the migration job has run before them).
 */
export type SchemaPolicy = 'migrate' | 'verify';

const policies = new WeakMap<Sequelize, SchemaPolicy>();

export function setSchemaPolicy(sequelize: Sequelize, policy: SchemaPolicy): void {
  policies.set(sequelize, policy);
}

export function schemaPolicyOf(sequelize: Sequelize): SchemaPolicy {
  return policies.get(sequelize) ?? 'migrate';
}
