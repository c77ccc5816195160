import { Link } from 'react-router';
import { Alert, Button, Descriptions, Empty, Flex, Skeleton, Tag } from 'antd';
import type { BankCardState } from '@zyz/domain';
import { asSentence } from '@zyz/domain';
import { formatChinaDateTime } from '../lib/china-time';
import { useBankCardApplyState } from '../features/bank-card/api/bank-card';
import { CardFlowShell } from '../features/bank-card/components/card-flow-shell';
import { IdcardUpload } from '../features/bank-card/components/idcard-upload';

const stateColors: Record<BankCardState, string> = {
  pending: 'processing',
  photosRequested: 'warning',
  approved: 'success',
  submitted: 'success',
  rejected: 'error',
};

/** detail (志愿者卡申请 in the menu): the latest application, its state and what to do next. */
export default function VolunteerCardDetailPage() {
  return (
    <CardFlowShell title="志愿者卡申请" testId="card-detail">
      <Body />
    </CardFlowShell>
  );
}

function Body() {
  const state = useBankCardApplyState();
  if (state.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (state.isError) return <Alert type="error" showIcon title="加载失败，请刷新页面重试" />;
  const a = state.data.application;
  // Not having applied is the usual start, not a failure: an empty state that invites one.
  if (!a)
    return (
      <Empty description="您还没有申请志愿者联名卡" data-testid="card-not-applied">
        <Link to="../needToKnow" relative="path">
          <Button type="primary">立即申领</Button>
        </Link>
      </Empty>
    );
  return (
    <Flex vertical gap={16}>
      <Descriptions bordered column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="卡种">{a.cardTypeName}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={stateColors[a.state]} data-testid="card-state">
            {a.stateName}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="申请时间">{formatChinaDateTime(a.appliedAt)}</Descriptions.Item>
        <Descriptions.Item label="审核时间">
          {a.reviewedAt ? formatChinaDateTime(a.reviewedAt) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="职业">{a.material.profession}</Descriptions.Item>
        <Descriptions.Item label="居住地区">{a.material.districtName}</Descriptions.Item>
        <Descriptions.Item label="证件有效期">
          {a.material.idValidFrom} 至 {a.material.idValidTo}
        </Descriptions.Item>
        {a.gift && <Descriptions.Item label="开卡礼品">{a.gift.gift}</Descriptions.Item>}
        {a.contact && (
          <Descriptions.Item label="紧急联系人">{a.contact.contactName}</Descriptions.Item>
        )}
        {a.batchNo && <Descriptions.Item label="提交银行批次">{a.batchNo}</Descriptions.Item>}
      </Descriptions>
      {a.state === 'photosRequested' && (
        <>
          <Alert
            type="warning"
            showIcon
            title="请重新上传身份证照片"
            description={`审核意见：${a.redoReason ?? ''}。上传后申请将回到审核中。`}
            data-testid="card-redo-reason"
          />
          <IdcardUpload {...state.data.hasIdcardPic} />
        </>
      )}
      {a.state === 'rejected' && (
        <Alert
          type="error"
          showIcon
          title="申请未通过"
          description={`原因：${asSentence(a.rejectReason ?? '')}您可以修改资料后重新申请。`}
          action={
            <Link to="../needToKnow" relative="path">
              <Button size="small">重新申请</Button>
            </Link>
          }
        />
      )}
      {a.state === 'submitted' && (
        <Alert type="success" showIcon title="申请已提交合作银行，银行将与您联系办理后续事宜" />
      )}
    </Flex>
  );
}
