import { describe, expect, it } from 'vitest';
import { filtersOf, readListParams, toFindQuery, writeListParams } from './list-params';

describe('mission list URL params', () => {
  it('round-trips filters and page through the URL', () => {
    const params = readListParams(
      new URLSearchParams(
        'type=published&subject=长者&missionType=03&beginDateInput=2026-12-01&pageIndex=3&pageSize=20',
      ),
    );
    expect(params).toMatchObject({
      type: 'published',
      subject: '长者',
      missionType: '03',
      beginDateInput: '2026-12-01',
      pageIndex: 3,
      pageSize: 20,
    });
    expect(readListParams(writeListParams(params))).toEqual(params);
  });

  it('drops hand-edited nonsense instead of sending it', () => {
    const params = readListParams(
      new URLSearchParams(
        'type=deleted&missionId=abc&missionType=42&beginDateInput=tomorrow&pageIndex=-2&pageSize=7',
      ),
    );
    expect(params).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(writeListParams(params).toString()).toBe('');
  });

  it('asks the server with every filter present, blank meaning any', () => {
    const query = toFindQuery(readListParams(new URLSearchParams('subject=长者')));
    expect(query).toMatchObject({
      subject: '长者',
      type: '',
      districtId: '',
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('hands the filter form only the filters, not the tab or the page', () => {
    const params = readListParams(new URLSearchParams('type=draft&contactName=陈&pageIndex=2'));
    expect(filtersOf(params)).toEqual({ contactName: '陈' });
  });

  it('keeps the organisation name beside its id, and never without it', () => {
    const chosen = readListParams(
      new URLSearchParams('districtId=3&districtName=天河区志愿者联合会'),
    );
    expect(filtersOf(chosen)).toEqual({ districtId: '3', districtName: '天河区志愿者联合会' });
    expect(writeListParams(chosen).get('districtName')).toBe('天河区志愿者联合会');
    // The name only labels the box: it is not a filter of the server's query.
    expect(toFindQuery(chosen)).not.toHaveProperty('districtName');
    const orphan = readListParams(new URLSearchParams('districtName=天河区志愿者联合会'));
    expect(orphan).toEqual({ pageIndex: 1, pageSize: 10 });
  });
});
