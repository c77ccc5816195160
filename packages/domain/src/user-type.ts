/** Spec §9: 1 volunteer, 2 organizer. */
export const UserType = { Volunteer: 1, Organizer: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const userTypeLabels: Record<UserType, string> = { 1: '志愿者', 2: '组织' };

/** Session token kinds; a token of one kind is refused on the other's endpoints. */
export const TokenKind = { Volunteer: 'volunteer', Org: 'org' } as const;
export type TokenKind = (typeof TokenKind)[keyof typeof TokenKind];
