/** When the Privacy Policy and the Terms were last changed (shown on both pages). */
export const POLICY_DATE = 'May 15, 2025';
