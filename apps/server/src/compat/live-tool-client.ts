// A client that talks to the console exactly as tools written for the live platform do
// (docs/wire-compat.md): GETs with a Bearer token, findMissionList with every filter present
// and the empty ones as "", lists read from `data.list`/`data.records`/`data.page.records`,
// pages walked until `total` is reached, shifts read by `id`. Only the compatibility suite uses it.

type Json = Record<string, unknown>;
export type Row = Record<string, unknown>;

export class LiveToolError extends Error {}

/** findMissionList's parameter set as the live console sends it. */
export const missionListParams = {
  type: '1',
  selectedLabelIdList: '',
  missionId: '',
  subject: '',
  contactName: '',
  contactPhone: '',
  missionType: '',
  serviceTimeType: '',
  focusState: '',
  districtId: '',
  beginDateInput: '',
  endDateInput: '',
  districtIdTxt: '',
};

/** Where such tools look for a list: the first array among these keys, then `data.page`. */
function extractList(data: unknown): Row[] {
  if (Array.isArray(data)) return data as Row[];
  if (!data || typeof data !== 'object') return [];
  const d = data as Json;
  for (const key of ['list', 'records', 'rows', 'items'])
    if (Array.isArray(d[key])) return d[key] as Row[];
  const page = d.page as Json | undefined;
  return page && Array.isArray(page.records) ? (page.records as Row[]) : [];
}

function extractTotal(data: unknown): number {
  if (!data || typeof data !== 'object') return -1;
  const d = data as Json;
  for (const key of ['total', 'totalRecord']) if (typeof d[key] === 'number') return d[key];
  const page = d.page as Json | undefined;
  return page && typeof page.total === 'number' ? page.total : -1;
}

export function createLiveToolClient(baseUrl: string, token: string, pageSize = 2) {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json, text/plain, */*' };
  const url = (path: string, params: Record<string, string | number>) =>
    `${baseUrl}/v2/api/gdzyz${path}?${new URLSearchParams(
      Object.entries(params).map(([k, v]) => [k, String(v)]),
    ).toString()}`;

  async function getJson(path: string, params: Record<string, string | number> = {}) {
    const res = await fetch(url(path, params), { headers });
    const body = (await res.json()) as { code: string; msg: string; data: unknown };
    if (res.status >= 400 || body.code !== '1')
      throw new LiveToolError(`${path}: HTTP ${res.status} code ${body.code} ${body.msg}`);
    return body;
  }

  /** Walks the pages until `total` rows are in hand, as the tools do (with a stop if a page is empty). */
  async function walk(path: string, params: Record<string, string | number>, size = pageSize) {
    const rows: Row[] = [];
    let total = -1;
    for (let pageIndex = 1; pageIndex <= 500; pageIndex += 1) {
      const { data } = await getJson(path, { ...params, pageIndex, pageSize: size });
      const items = extractList(data);
      total = extractTotal(data);
      rows.push(...items);
      if (items.length === 0 || (total >= 0 && rows.length >= total)) break;
    }
    return { rows, total };
  }

  return {
    getJson,
    checkLogin: async () => {
      try {
        await getJson('/manage/pc/usersAdmin/auditStatic');
        return true;
      } catch {
        return false;
      }
    },
    listMissions: () => walk('/manage/pc/mission/findMissionList', missionListParams),
    listApplicants: (missionId: string) =>
      walk('/manage/pc/mission/personal/getMPList', { missionId }),
    // Shifts come 50 to a page: a weekly mission has up to 200 of them.
    listShifts: async (missionId: string) =>
      (await walk('/manage/pc/mission/findMissionTimesList', { missionId }, 50)).rows,
    listAttendance: (missionId: string, timesInfoId: string) =>
      walk('/manage/pc/mission/attendance/getAttendanceList', { missionId, timesInfoId }),
    downloadApplicants: async (missionId: string) => {
      const res = await fetch(url('/manage/pc/mission/personal/getMPListExport', { missionId }), {
        headers,
      });
      if (res.status !== 200) throw new LiveToolError(`export: HTTP ${res.status}`);
      return {
        contentType: res.headers.get('content-type'),
        body: Buffer.from(await res.arrayBuffer()),
      };
    },
  };
}
