export { loadConfig, parseConfig } from './parse-config.ts';
export { ConfigError } from './config-error.ts';
export { baseConfigShape, baseConfigSchema, portSchema } from './base-config.ts';
export type { BaseConfig } from './base-config.ts';
export { PRODUCTION_INFRASTRUCTURE, productionRequirementsOf, requireInProduction } from './production-requirements.ts';
export type { ProductionRequirements } from './production-requirements.ts';
export { loadMigrationConfig, migrationConfigSchema } from './migration-config.ts';
export type { MigrationConfig } from './migration-config.ts';
export { checkShutdownBudget, shutdownConfigShape, shutdownTimingOf } from './shutdown-config.ts';
