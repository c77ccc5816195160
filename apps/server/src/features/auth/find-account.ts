import { isValidMobile } from '@zyz/domain';
import type { Deps } from '../../deps';
import { normaliseIdCard, normaliseMobile } from '../../lib/crypto';
import { findOrgCredentials, findVolunteerCredentials } from '../../kernel';

const idCardShape = /^(\d{15}|\d{17}[\dXx])$/;

/** The identifier's shape picks the column: mobile and ID are found by keyed hash only. */
export function findVolunteer({ db, cipher }: Pick<Deps, 'db' | 'cipher'>, username: string) {
  if (isValidMobile(username)) {
    return findVolunteerCredentials(db, {
      column: 'mobileHash',
      value: cipher.hash(normaliseMobile(username)),
    });
  }
  if (idCardShape.test(username)) {
    return findVolunteerCredentials(db, {
      column: 'idCardHash',
      value: cipher.hash(normaliseIdCard(username)),
    });
  }
  return findVolunteerCredentials(db, { column: 'loginName', value: username });
}

/** A console account by login name or mobile. */
export function findOrg({ db, cipher }: Pick<Deps, 'db' | 'cipher'>, username: string) {
  if (isValidMobile(username)) {
    return findOrgCredentials(db, {
      column: 'mobileHash',
      value: cipher.hash(normaliseMobile(username)),
    });
  }
  return findOrgCredentials(db, { column: 'loginName', value: username });
}
