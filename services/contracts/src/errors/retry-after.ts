/** Seconds a client is told to wait (Retry-After) when a service is briefly out of capacity. */
export const RETRY_AFTER_SECONDS = { databaseBusy: 2, liveStreamsFull: 30 } as const;
