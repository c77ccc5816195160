import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { api, createTestApp } from '../../test/test-app';

let app: App;
let doc: { paths: Record<string, Record<string, Op>> };
interface Op {
  parameters?: { name: string; schema: { example?: unknown } }[];
  responses: Record<string, { content: Record<string, { schema: Schema }> }>;
}
interface Schema {
  example?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
}

beforeAll(async () => {
  app = await createTestApp();
  doc = (await app.inject({ method: 'GET', url: api('/openapi.json') })).json();
});
afterAll(() => app.close());

const dataOf = (path: string) =>
  doc.paths[api(path)]!.get!.responses['200']!.content['application/json']!.schema.properties!
    .data!;
const at = (schema: Schema, ...keys: string[]) =>
  keys.reduce<Schema>((s, k) => (k === '[]' ? s.items! : s.properties![k]!), schema);

// Each compatibility shape is in the document with an example a tool author can copy.
describe('OpenAPI document of the live-platform shapes', () => {
  it('documents the tab codes and label filter of findMissionList', () => {
    const params = doc.paths[api('/manage/pc/mission/findMissionList')]!.get!.parameters!;
    expect(params.find((p) => p.name === 'type')!.schema.example).toBe('1');
    expect(params.map((p) => p.name)).toContain('selectedLabelIdList');
    expect(
      at(dataOf('/manage/pc/mission/findMissionList'), 'list', '[]', 'createDatetime').example,
    ).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('documents the row aliases and the data.page form', () => {
    expect(
      at(dataOf('/manage/pc/mission/findMissionTimesList'), 'list', '[]', 'id').example,
    ).toBeDefined();
    expect(
      at(dataOf('/manage/pc/mission/personal/getMPList'), 'list', '[]', 'hireUsername').example,
    ).toBeDefined();
    const attendance = dataOf('/manage/pc/mission/attendance/getAttendanceList');
    expect(at(attendance, 'page', 'records', '[]', 'endDatetime').example).toBeDefined();
    expect(at(attendance, 'page', 'total')).toBeDefined();
    expect(at(dataOf('/manage/pc/usersAdmin/preEditMyInfo'), 'createTime').example).toBeDefined();
  });

  it('documents the new console calls and the public screening with examples', () => {
    expect(dataOf('/manage/pc/mission/info/permission').example).toMatchObject({ canEdit: true });
    expect(dataOf('/manage/pc/usersAdmin/auditStatic').example).toMatchObject({ total: 4 });
    expect(dataOf('/manage/pc/common/menutree/leftMenu').example).toEqual(
      expect.arrayContaining([expect.objectContaining({ menuCode: 'mission' })]),
    );
    expect(at(dataOf('/home/mission/screening'), 'records', '[]', 'startDate').example).toBe(
      '2026-12-01 09:00:00',
    );
  });
});
