import { describe, expect, it } from 'vitest';
import { isStaleAfter, readsChangedBy } from './content-changes';

const api = (path: string) => `/v2/api/gdzyz${path}`;

describe('which cached pages a write makes stale', () => {
  it('keeps every page through a person’s own changes', () => {
    for (const path of [
      '/auth/login/volunteer/password',
      '/volunteer/center/security/changePassword',
      '/volunteer/enshrine/updateEnshrine',
      '/volunteer/certificate/issue',
      '/volunteer/center/userInfo/careMode',
      '/manage/pc/bankCard/review',
    ])
      expect(readsChangedBy('POST', api(path)), path).toEqual([]);
  });

  it('names what public content a write changes', () => {
    const article = readsChangedBy('POST', api('/manage/pc/site/article/publish'));
    expect(isStaleAfter(['/home/site/article/list'], article)).toBe(true);
    expect(isStaleAfter(['/home/site/help/list', '/home/index/districtDomain'], article)).toBe(
      false,
    );
    // Applying changes a mission's places: its page, the lists and Home's figures.
    const apply = readsChangedBy('POST', api('/volunteer/mission/accordApply'));
    expect(isStaleAfter(['/home/mission/info/missionDetails'], apply)).toBe(true);
    expect(isStaleAfter(['/home/index/statics/indexStatics'], apply)).toBe(true);
    expect(isStaleAfter(['/home/site/article/list'], apply)).toBe(false);
  });

  it('counts a write it does not know, and a page whose reads are unknown, as changing all', () => {
    const unknown = readsChangedBy('POST', api('/manage/pc/site/saveSiteSettings'));
    expect(unknown).toBeNull();
    expect(isStaleAfter([], unknown)).toBe(true);
    const article = readsChangedBy('DELETE', api('/manage/pc/site/article/delete'));
    expect(isStaleAfter(null, article)).toBe(true);
    expect(isStaleAfter(null, [])).toBe(false);
  });

  it('changes nothing for reads, or for writes outside the API', () => {
    expect(readsChangedBy('GET', api('/home/mission/list'))).toEqual([]);
    expect(readsChangedBy('POST', '/csp-report')).toEqual([]);
  });
});
