import { Button, Descriptions, Drawer, Flex, Image, Tag, Typography } from 'antd';
import { reviewStateLabels, type OrgApplication } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';

const stateColor = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

export function ReviewStateTag({ state }: { state: OrgApplication['reviewState'] }) {
  return <Tag color={stateColor[state]}>{reviewStateLabels[state]}</Tag>;
}

interface ApplicationDrawerProps {
  application: OrgApplication | null;
  isSubmitting: boolean;
  onApprove: (a: OrgApplication) => void;
  onReject: (a: OrgApplication) => void;
  onClose: () => void;
}

/** One application in full, the licence beside it, with the decision at the bottom. */
export function ApplicationDrawer(props: ApplicationDrawerProps) {
  const { application: a, isSubmitting, onApprove, onReject, onClose } = props;
  return (
    <Drawer
      open={a !== null}
      title={a?.orgName}
      size={640}
      onClose={onClose}
      data-testid="application-drawer"
      footer={
        a?.reviewState === 'pending' &&
        (a.canReview ? (
          <Flex justify="flex-end" gap={8}>
            <Button danger onClick={() => onReject(a)} data-testid="application-reject">
              不通过
            </Button>
            <Button
              type="primary"
              loading={isSubmitting}
              onClick={() => onApprove(a)}
              data-testid="application-approve"
            >
              审核通过
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary" data-testid="application-read-only">
            该申请由 {a.reviewerName} 审核，本会可查看但不能审核
          </Typography.Text>
        ))
      }
    >
      {a && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="审核状态">
            <ReviewStateTag state={a.reviewState} />
          </Descriptions.Item>
          <Descriptions.Item label="上级组织">{a.parentName}</Descriptions.Item>
          <Descriptions.Item label="审核单位">{a.reviewerName}</Descriptions.Item>
          {a.rejectReason && (
            <Descriptions.Item label="不通过原因">{a.rejectReason}</Descriptions.Item>
          )}
          <Descriptions.Item label="统一社会信用代码">
            {a.creditCode ?? '（已释放）'}
          </Descriptions.Item>
          <Descriptions.Item label="组织类型">{a.orgTypeName}</Descriptions.Item>
          <Descriptions.Item label="所在地区">{a.regionName}</Descriptions.Item>
          <Descriptions.Item label="详细地址">{a.address}</Descriptions.Item>
          <Descriptions.Item label="联系人">{a.contactName}</Descriptions.Item>
          <Descriptions.Item label="联系人手机">
            <a href={`tel:${a.contactMobile}`}>{a.contactMobile}</a>
          </Descriptions.Item>
          <Descriptions.Item label="管理账号">{a.loginName}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{formatDateTime(a.appliedAt)}</Descriptions.Item>
          {a.reviewedAt && (
            <Descriptions.Item label="审核时间">{formatDateTime(a.reviewedAt)}</Descriptions.Item>
          )}
          <Descriptions.Item label="登记证书 / 营业执照">
            <Image src={a.licenceImage} alt="执照" width={260} data-testid="application-licence" />
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
