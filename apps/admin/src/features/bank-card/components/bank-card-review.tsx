import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Input,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { formatDateTime } from '../../../lib/format';
import { useBankCardDetail, useRevealBankCard, useReviewBankCard } from '../api/bank-cards';
import { BankCardPhoto } from './bank-card-photo';

/** One application: identity, sections, ID photos; approve, reject or ask for new photos. */
export function BankCardReview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { message } = App.useApp();
  const detail = useBankCardDetail(id);
  const review = useReviewBankCard();
  const reveal = useRevealBankCard();
  const [reason, setReason] = useState('');
  const d = detail.data;
  // The mutation outlives the drawer's contents: show full values only for the application asked.
  const full = id !== null && reveal.variables === Number(id) ? reveal.data : undefined;

  const act = (action: 'approve' | 'reject' | 'redo') => {
    if (!id) return;
    if (action !== 'approve' && reason.trim() === '') {
      void message.warning(action === 'reject' ? '请填写驳回原因' : '请说明需要重新上传的原因');
      return;
    }
    review.mutate(
      { id: Number(id), action, reason: action === 'approve' ? undefined : reason.trim() },
      {
        onSuccess: (row) => {
          void message.success(`已处理：${row.stateName}`);
          setReason('');
          onClose();
        },
      },
    );
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title="联名卡申请审核"
      size="large"
      destroyOnHidden
      data-testid="bank-review"
    >
      {detail.isPending || !d ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Flex vertical gap={16}>
          <Flex gap={12} align="center" wrap>
            <Button
              onClick={() => reveal.mutate(Number(id))}
              loading={reveal.isPending}
              disabled={full !== undefined}
              data-testid="bank-reveal"
            >
              {full ? '已显示完整信息' : '查看完整证件号码和手机号'}
            </Button>
            <Typography.Text type="secondary">
              证件号码和手机号默认脱敏显示，查看完整信息将记入审计日志
            </Typography.Text>
          </Flex>
          <Descriptions bordered column={1} size="small">
            <Descriptions.Item label="状态">
              <Tag>{d.stateName}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="卡种">{d.cardTypeName}</Descriptions.Item>
            <Descriptions.Item label="姓名">{d.name}</Descriptions.Item>
            <Descriptions.Item label="志愿者编号">{d.volunteerNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="身份证号码">
              <span data-testid="bank-idcard">{full?.idCard ?? d.idCardMasked}</span>
            </Descriptions.Item>
            <Descriptions.Item label="性别 / 出生日期">
              {d.gender} / {d.birthday ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label="手机号">{full?.mobile ?? d.mobileMasked}</Descriptions.Item>
            <Descriptions.Item label="证件有效期">
              {d.material.idValidFrom} 至 {d.material.idValidTo}
            </Descriptions.Item>
            <Descriptions.Item label="职业 / 学历">
              {d.material.profession} / {d.material.education}
            </Descriptions.Item>
            <Descriptions.Item label="工作单位">{d.material.workUnit}</Descriptions.Item>
            <Descriptions.Item label="居住地址">
              {d.material.districtName} {d.material.address}
            </Descriptions.Item>
            {d.contact && (
              <Descriptions.Item label="年收入 / 紧急联系人">
                {d.contact.annualIncome} / {d.contact.contactName}（{d.contact.contactRelation}）
                <span data-testid="bank-contact-mobile">
                  {full?.contactMobile ?? d.contact.contactMobileMasked}
                </span>
              </Descriptions.Item>
            )}
            {d.gift && (
              <Descriptions.Item label="礼品 / 领卡日期">
                {d.gift.gift} / {d.gift.receiveDate}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="申请时间">{formatDateTime(d.appliedAt)}</Descriptions.Item>
            {d.redoReason && (
              <Descriptions.Item label="重新上传原因">{d.redoReason}</Descriptions.Item>
            )}
            {d.rejectReason && (
              <Descriptions.Item label="驳回原因">{d.rejectReason}</Descriptions.Item>
            )}
          </Descriptions>
          <Flex gap={12} wrap>
            <BankCardPhoto id={d.id} side="front" version={d.state + (d.reviewedAt ?? '')} />
            <BankCardPhoto id={d.id} side="back" version={d.state + (d.reviewedAt ?? '')} />
          </Flex>
          {d.state === 'pending' ? (
            <>
              <Input.TextArea
                rows={3}
                maxLength={200}
                showCount
                placeholder="驳回或要求重新上传照片时，请填写原因（志愿者可见）"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                data-testid="bank-review-reason"
              />
              <Flex gap={12} wrap>
                <Button
                  type="primary"
                  loading={review.isPending}
                  onClick={() => act('approve')}
                  data-testid="bank-approve"
                >
                  审核通过
                </Button>
                <Button onClick={() => act('redo')} data-testid="bank-redo">
                  要求重新上传照片
                </Button>
                <Button danger onClick={() => act('reject')} data-testid="bank-reject">
                  驳回
                </Button>
              </Flex>
            </>
          ) : (
            <Alert type="info" showIcon title="该申请当前不在待审核状态" />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
