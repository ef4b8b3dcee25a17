/** The kinds of personal data removed from a document before it goes to a model server (OPENAI_REDACT_PERSONAL_DATA). */
export const PERSONAL_DATA_KINDS = ['email', 'phone', 'credit_card', 'ip', 'mac_address'] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];
