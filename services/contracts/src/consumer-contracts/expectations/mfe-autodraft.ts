import { AUTO_CREATE_PATHS, usageStatusSchema } from '../../auto-create.ts';
import type { HttpExpectation } from '../types.ts';

export const MFE_AUTODRAFT = 'mfe-autodraft';

export const MFE_AUTODRAFT_INTERACTIONS = {
  usageStatus: "a visitor's Auto Draft usage today",
} as const;

/** use-usage-status.ts shows how many drafts are left today. */
export const mfeAutodraftExpectations: readonly HttpExpectation[] = [
  {
    consumer: MFE_AUTODRAFT,
    provider: 'generation',
    interaction: MFE_AUTODRAFT_INTERACTIONS.usageStatus,
    request: { method: 'GET', path: AUTO_CREATE_PATHS.usageStatus },
    response: {
      status: 200,
      fieldsRelied: ['data.currentUsage', 'data.limit'],
      example: { success: true, data: { currentUsage: 1, limit: 3, allowed: true } },
      schema: usageStatusSchema,
    },
  },
];
