import JSZip from 'jszip';
import { chinaOffsetMs } from '@zyz/domain';
import { toCsv, type CsvCell } from '../../lib/csv';

/** One part of the copy: a list of rows (applications, messages…) or one record (基本信息). */
export type Section =
  | { name: string; kind: 'table'; headers: readonly string[]; rows: CsvCell[][] }
  | { name: string; kind: 'record'; fields: Array<[string, CsvCell]> };

/** One row of what a repository read answers. */
export type RowOf<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<
  ReturnType<F>
>[number];

/** A list section whose columns are named once, each with how a row fills it. */
export function table<T>(
  name: string,
  columns: Record<string, (row: T) => CsvCell>,
  rows: readonly T[],
): Section {
  const headers = Object.keys(columns);
  return {
    name,
    kind: 'table',
    headers,
    rows: rows.map((r) => headers.map((h) => columns[h]!(r))),
  };
}

function jsonOf(section: Section): unknown {
  if (section.kind === 'record') return Object.fromEntries(section.fields);
  return section.rows.map((row) => Object.fromEntries(section.headers.map((h, i) => [h, row[i]])));
}

function csvOf(section: Section): string {
  return section.kind === 'record'
    ? toCsv(['项目', '内容'], section.fields)
    : toCsv(section.headers, section.rows);
}

/** The file names in the archive, in order: what a test and the notes inside can name. */
export const archiveEntries = (sections: readonly Section[]) => [
  '说明.txt',
  ...sections.flatMap((s) => [`${s.name}.json`, `${s.name}.csv`]),
];

/** Each section as JSON (for programs) and CSV (for Excel), with a note on what they hold. */
export async function zipSections(sections: readonly Section[], note: string, at: Date) {
  const zip = new JSZip();
  // A zip's times carry no zone and JSZip writes them in UTC: shift them so an archive tool
  // shows China's time of the download, as every time inside the files is.
  const date = new Date(at.getTime() + chinaOffsetMs);
  zip.file('说明.txt', `\uFEFF${note}`, { date });
  for (const section of sections) {
    zip.file(`${section.name}.json`, JSON.stringify(jsonOf(section), null, 2), { date });
    zip.file(`${section.name}.csv`, csvOf(section), { date });
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
