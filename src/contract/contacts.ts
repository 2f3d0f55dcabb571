/**
 * The kinds of phone numbers and profile links a manager's personal details hold: apart from
 * account.ts so that its answers' schemas (account.answers.ts) read them without a cycle.
 */
export const PHONE_TYPES = ['mobilePhone1', 'mobilePhone2', 'homePhone', 'workPhone'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const SOCIAL_NETWORK_TYPES = ['linkedin', 'xing'] as const;
export type SocialNetworkType = (typeof SOCIAL_NETWORK_TYPES)[number];
