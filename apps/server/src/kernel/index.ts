// The kernel's public face: what every feature may use. See README.md beside this file.
export * from './caller';
export * from './access';
export * from './sql';
export * from './list-depth';
export * from './list-depth.repository';
export * from './counted-page.repository';
export * from './raw-rows.repository';
export * from './audit.repository';
export * from './district.repository';
export * from './staff-account.repository';
export * from './session.repository';
export * from './credentials.repository';
export * from './volunteer-ties.repository';
export * from './clock';
export * from './sql-now.repository';
