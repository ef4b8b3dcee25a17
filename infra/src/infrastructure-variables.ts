/** Variables that switch a service to MySQL, Redis or Kafka: embedded mode is the embedded defaults, so it drops them. */
export const INFRASTRUCTURE_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS'] as const;
