import { describe, expect, it } from 'vitest';
import {
  defaultMissionFilters,
  filtersFromSearch,
  searchFromFilters,
  isFiltered,
  toMissionListParams,
  type MissionFilters,
} from './mission-filters';

const here = { latitude: 23.12911, longitude: 113.26441, province: '', city: '', address: '' };
const withFilters = (patch: Partial<MissionFilters>) => ({ ...defaultMissionFilters, ...patch });

describe('toMissionListParams', () => {
  it('sends only paging and the newest sort when nothing is chosen', () => {
    expect(toMissionListParams(defaultMissionFilters, here)).toEqual({
      pageIndex: 1,
      pageSize: 12,
      sort: 'newest',
    });
  });

  it('maps every filter to its query field, the deepest district node deciding', () => {
    const params = toMissionListParams(
      withFilters({
        districtPath: ['1', '2', '17'],
        missionType: '03',
        status: 'published',
        beginDate: '2026-12-01',
        endDate: '2026-12-31',
        keyword: '  敬老  ',
        sort: 'start',
        pageIndex: 3,
      }),
      null,
    );
    expect(params).toEqual({
      pageIndex: 3,
      pageSize: 12,
      districtId: '17',
      missionType: '03',
      status: 'published',
      beginDate: '2026-12-01',
      endDate: '2026-12-31',
      keyword: '敬老',
      sort: 'start',
    });
  });

  it('sends the rounded position only with the distance sort', () => {
    expect(toMissionListParams(withFilters({ sort: 'distance' }), here)).toMatchObject({
      sort: 'distance',
      lat: 23.129,
      lng: 113.264,
    });
    expect(toMissionListParams(withFilters({ sort: 'start' }), here)).not.toHaveProperty('lat');
  });

  it('falls back to newest when the distance sort has no position', () => {
    const params = toMissionListParams(withFilters({ sort: 'distance' }), null);
    expect(params.sort).toBe('newest');
    expect(params).not.toHaveProperty('lat');
  });
});

describe('filtersFromSearch', () => {
  it('takes a district and its name from the organisation search link', () => {
    const filters = filtersFromSearch('?districtId=42&districtName=%E5%B9%BF%E5%B7%9E');
    expect(filters).toMatchObject({ districtPath: ['42'], districtLabel: '广州', pageIndex: 1 });
  });

  it('takes a keyword and a known service type', () => {
    expect(filtersFromSearch('?keyword=%20环保%20&missionType=04')).toMatchObject({
      keyword: '环保',
      missionType: '04',
    });
  });

  it('ignores malformed ids and unknown types, and answers null for a bare link', () => {
    expect(filtersFromSearch('')).toBeNull();
    expect(filtersFromSearch('?districtId=abc&missionType=77')).toBeNull();
    expect(filtersFromSearch('?districtId=0&keyword=x')).toMatchObject({ districtPath: [] });
  });
});

describe('isFiltered', () => {
  it('does not count paging and sort as filters', () => {
    expect(isFiltered(withFilters({ pageIndex: 4, sort: 'start' }))).toBe(false);
    expect(isFiltered(withFilters({ keyword: '助老' }))).toBe(true);
    expect(isFiltered(withFilters({ endDate: '2026-12-31' }))).toBe(true);
  });
});

describe('searchFromFilters', () => {
  it('writes nothing for the defaults, so /mission stays /mission', () => {
    expect(searchFromFilters(defaultMissionFilters)).toBe('');
  });

  it('round-trips every filter through the address', () => {
    const filters = withFilters({
      districtPath: ['1', '2', '17'],
      districtLabel: '天河区',
      missionType: '03',
      status: 'closed',
      beginDate: '2026-12-01',
      endDate: '2026-12-31',
      keyword: '敬老',
      sort: 'start',
      pageIndex: 3,
    });
    // The whole path too: the cascader, drawn from the address, opens at the chosen node.
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('takes a district path only when it leads to the district named', () => {
    expect(filtersFromSearch('?districtId=17&districtPath=1,2,17')).toMatchObject({
      districtPath: ['1', '2', '17'],
    });
    expect(filtersFromSearch('?districtId=17&districtPath=1,2,18')).toMatchObject({
      districtPath: ['17'],
    });
    expect(filtersFromSearch('?districtId=17&districtPath=1,x,17')).toMatchObject({
      districtPath: ['17'],
    });
    expect(filtersFromSearch('?districtPath=1,2,17')).toBeNull();
  });

  it('ignores what the page would not have written', () => {
    expect(filtersFromSearch('?sort=cheapest&page=0&status=open&beginDate=2026-13')).toBeNull();
    expect(filtersFromSearch('?beginDate=2026-99-99&endDate=2026-02-30')).toBeNull();
    expect(filtersFromSearch('?sort=start&page=99999')).toMatchObject({
      sort: 'start',
      pageIndex: 1,
    });
  });
});
