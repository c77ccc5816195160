import ExcelJS from 'exceljs';
import { bankCardTypeLabels, type BankCardType } from '@zyz/domain';
import type { StoredMaterial } from './bank-card-dto';
import { chinaDateTime } from '../../lib/china-time';

/** What the bank needs of one approved application (full identity: the file goes to the bank). */
export interface BankCardRecord {
  applicationId: number;
  volunteerNo: string;
  name: string;
  gender: string;
  idCard: string;
  mobile: string;
  cardType: BankCardType;
  material: StoredMaterial;
  contact: Record<string, string> | null;
  gift: Record<string, string> | null;
  approvedAt: Date | null;
}

export interface BankDelivery {
  body: Buffer;
  contentType: string;
  asciiName: string;
  fileName: string;
}

/**
 * The bank's side of the application. The first implementation is a spreadsheet the federation
 * hands over; a bank API would be a second implementation of the same interface.
 */
export interface BankCardChannel {
  deliver(batchNo: string, records: BankCardRecord[]): Promise<BankDelivery>;
}

const columns = [
  { header: '申请编号', key: 'id', width: 10 },
  { header: '志愿者编号', key: 'volunteerNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '性别', key: 'gender', width: 6 },
  { header: '身份证号码', key: 'idCard', width: 22 },
  { header: '证件有效期', key: 'idValid', width: 24 },
  { header: '手机号', key: 'mobile', width: 14 },
  { header: '卡种', key: 'cardType', width: 18 },
  { header: '职业', key: 'profession', width: 22 },
  { header: '学历', key: 'education', width: 10 },
  { header: '工作单位', key: 'workUnit', width: 20 },
  { header: '居住地区', key: 'district', width: 14 },
  { header: '详细地址', key: 'address', width: 30 },
  { header: '年收入', key: 'income', width: 12 },
  { header: '紧急联系人', key: 'contactName', width: 10 },
  { header: '关系', key: 'relation', width: 8 },
  { header: '联系人手机', key: 'contactMobile', width: 14 },
  { header: '礼品', key: 'gift', width: 16 },
  { header: '领卡日期', key: 'receiveDate', width: 12 },
  { header: '审核通过时间', key: 'approvedAt', width: 18 },
];

export const xlsxBankChannel: BankCardChannel = {
  async deliver(batchNo, records) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('联名卡申请');
    sheet.columns = columns;
    sheet.getRow(1).font = { bold: true };
    for (const r of records) {
      sheet.addRow({
        id: String(r.applicationId),
        volunteerNo: r.volunteerNo,
        name: r.name,
        gender: r.gender,
        idCard: r.idCard,
        idValid: `${r.material.idValidFrom} 至 ${r.material.idValidTo}`,
        mobile: r.mobile,
        cardType: bankCardTypeLabels[r.cardType],
        profession: r.material.profession,
        education: r.material.education,
        workUnit: r.material.workUnit,
        district: r.material.districtName,
        address: r.material.address,
        income: r.contact?.annualIncome ?? '',
        contactName: r.contact?.contactName ?? '',
        relation: r.contact?.contactRelation ?? '',
        contactMobile: r.contact?.contactMobile ?? '',
        gift: r.gift?.gift ?? '',
        receiveDate: r.gift?.receiveDate ?? '',
        approvedAt: chinaDateTime(r.approvedAt),
      });
    }
    return {
      body: Buffer.from(await book.xlsx.writeBuffer()),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      asciiName: `bank-card-${batchNo}.xlsx`,
      fileName: `联名卡申请批次${batchNo}.xlsx`,
    };
  },
};
