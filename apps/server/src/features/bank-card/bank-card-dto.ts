import {
  bankCardStateLabels,
  bankCardTypeLabels,
  type BankCardApplication,
  type BankCardContact,
  type BankCardGift,
  type BankCardState,
  type BankCardType,
} from '@zyz/domain';
import type { BankCardApplicationRow } from '../../db/schema/index';

export interface StoredMaterial {
  profession: string;
  education: string;
  idValidFrom: string;
  idValidTo: string;
  districtId: string;
  districtName: string;
  address: string;
  workUnit: string;
}

/** The application as the volunteer and the console read it. */
export function toApplicationDto(row: BankCardApplicationRow, name: string): BankCardApplication {
  const cardType = row.cardType as BankCardType;
  const state = row.state as BankCardState;
  return {
    id: String(row.id),
    cardType,
    cardTypeName: bankCardTypeLabels[cardType],
    state,
    stateName: bankCardStateLabels[state],
    name,
    material: row.material as StoredMaterial,
    contact: (row.contact as BankCardContact | null) ?? null,
    gift: (row.gift as BankCardGift | null) ?? null,
    rejectReason: row.rejectReason,
    redoReason: row.redoReason,
    batchNo: row.batchNo,
    appliedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
