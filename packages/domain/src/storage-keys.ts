/**
 * Browser cookie and storage keys of spec §3, shared by the portal and the console
 * (both are served from one origin, so the console reads the organisation token
 * the portal's organisation login stored).
 */
export const CookieKey = {
  AccessToken: 'gdzyz_access_token',
  RefreshToken: 'gdzyz_refresh_token',
  UserToken: 'gdzyz_user_token',
  OrgToken: 'gdzyz_org_token',
  /**
   * The live console's name for the same organisation token (URL-encoded). Tools written for
   * the live platform read it from here and send it as the Bearer token; see docs/wire-compat.md.
   */
  LiveOrgToken: 'IZYZ_org_token',
  UserType: 'gdzyz_user_type',
  UserInfo: 'gdzyz_user_info',
  OrgUsername: 'gdzyz_org_username',
  OrgPassword: 'gdzyz_org_password',
  VolunteerUsername: 'gdzyz_volunteer_username',
  VolunteerPassword: 'gdzyz_volunteer_password',
  VersionUpdating: 'gdzyz_version_updating',
  /** The shared stylesheet of antd's styles the browser holds (issue 48): the page links it. */
  SharedStyles: 'zyz-styles',
  /** 关怀模式 on this device ('1'): the server draws every page in it (issue 54). */
  CareMode: 'zyz-care',
} as const;

export const LocalKey = {
  IsWeakPassword: 'isWeakPassword',
  IsForceChangePwd: 'isForceChangePwd',
} as const;

export const SessionKey = {
  Pointer: 'pointer',
  RegisteredVolunteersDate: 'registered-volunteers-date',
  RegisteredOrganizationDate: 'registered-organization-date',
  /** The portal's organisation login handing a second-factor sign-in to the console (same tab). */
  MfaHandoff: 'mfa-handoff',
} as const;

/** Fields encrypted before they are written to browser storage (spec §3). */
export const sensitiveStorageFields = [
  'idCardCode',
  'name',
  'password',
  'phone',
  'loginName',
  'email',
  'againPassword',
  'mobile',
] as const;
