import ExcelJS from 'exceljs';
import type { Dashboard } from '@zyz/domain';

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** The dashboard's figures as .xlsx: one sheet by month, one by subordinate node. */
export async function dashboardWorkbook(d: Dashboard): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const monthly = book.addWorksheet('按月统计');
  monthly.columns = [
    { header: '月份', key: 'month', width: 12 },
    { header: '新增志愿者', key: 'volunteers', width: 14 },
    { header: '发布活动', key: 'missions', width: 12 },
    { header: '服务时长（小时）', key: 'hours', width: 18 },
  ];
  for (const m of d.monthly) monthly.addRow({ ...m, hours: hours(m.serviceMinutes) });

  const children = book.addWorksheet('按下级组织统计');
  children.columns = [
    { header: '组织', key: 'name', width: 28 },
    { header: '志愿者', key: 'volunteers', width: 12 },
    { header: '活动', key: 'missions', width: 12 },
    { header: '服务时长（小时）', key: 'hours', width: 18 },
  ];
  for (const c of d.byChild) children.addRow({ ...c, hours: hours(c.serviceMinutes) });

  const totals = book.addWorksheet('合计');
  totals.columns = [
    { header: '组织', key: 'name', width: 28 },
    { header: '志愿者', key: 'volunteers', width: 12 },
    { header: '活动', key: 'missions', width: 12 },
    { header: '服务时长（小时）', key: 'hours', width: 18 },
  ];
  totals.addRow({ name: d.districtName, ...d.totals, hours: hours(d.totals.serviceMinutes) });

  for (const sheet of [monthly, children, totals]) sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
