/** Demo accounts seeded by the server (docs/foundation-api.md). */
export const demo = {
  volunteer: { username: 'zhangsan2024', password: 'Zyz@2024pass' },
  weakVolunteer: { username: 'lisi2024weak', password: '12345678' },
  loggedOffVolunteer: { username: 'wangwu2024off', password: 'Zyz@2024pass' },
  organizer: { username: 'gzqnzyz01', password: 'Zyz@2024pass' },
  federationAdmin: { username: 'gdadmin01', password: 'Zyz@2024pass' },
  forcedOrganizer: { username: 'szforce01', password: 'Zyz@2024pass' },
} as const;
