import { useState } from 'react';
import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  List,
  Modal,
  Pagination,
  Popconfirm,
  Select,
  Tag,
  Typography,
} from 'antd';
import {
  grantStateLabels,
  grantValidHoursChoices,
  type GrantCreated,
  type GrantCreateInput,
  type GrantState,
} from '@zyz/domain';
import { formatChinaDateTime } from '../../../lib/china-time';
import { showSuccess } from '../../../lib/feedback';
import { useCreateGrant, useGrants, useRevokeGrant } from '../api/grants';

const validityLabels: Record<number, string> = {
  1: '1小时',
  24: '1天',
  72: '3天',
  168: '7天',
  720: '30天',
};
const stateColours: Record<GrantState, string> = {
  unused: 'green',
  used: 'blue',
  expired: 'default',
  revoked: 'default',
};

/**
 * One-time codes for a school or employer to read the volunteer's verified hours
 * (GET /volunteer/report/authByThird). The code shows once, at creation.
 */
export function GrantPanel({ userId, volunteerNo }: { userId: string; volunteerNo: string }) {
  const [form] = Form.useForm<GrantCreateInput>();
  const [pageIndex, setPageIndex] = useState(1);
  const [created, setCreated] = useState<GrantCreated | null>(null);
  const grants = useGrants(userId, pageIndex);
  const create = useCreateGrant();
  const revoke = useRevokeGrant();

  return (
    <Flex vertical gap="middle" data-testid="grant-panel">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        学校、单位等需要核实您的志愿服务时长时，可在此生成一次性授权码，连同志愿者编号{' '}
        <Typography.Text strong>{volunteerNo}</Typography.Text>{' '}
        告知对方。授权码查询一次后即失效，过期未用也会失效。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        initialValues={{ validHours: 24 }}
        onFinish={(values) =>
          create.mutate(values, {
            onSuccess: (grant) => {
              form.resetFields(['grantee']);
              setPageIndex(1);
              setCreated(grant);
            },
          })
        }
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="grantee"
          rules={[{ required: true, whitespace: true, message: '请填写查询单位' }]}
        >
          <Input placeholder="查询单位，如 某某中学" maxLength={100} data-testid="grant-grantee" />
        </Form.Item>
        <Form.Item name="validHours">
          <Select
            style={{ width: 120 }}
            options={grantValidHoursChoices.map((h) => ({
              value: h,
              label: `有效 ${validityLabels[h]}`,
            }))}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending}
          data-testid="grant-create"
        >
          生成授权码
        </Button>
      </Form>
      {grants.isError && !grants.data ? (
        <Alert type="error" showIcon title="授权记录加载失败" />
      ) : (
        <List
          size="small"
          loading={grants.isPending}
          dataSource={grants.data?.list ?? []}
          locale={{ emptyText: '还没有生成过授权码' }}
          renderItem={(g) => (
            <List.Item
              actions={
                g.state === 'unused'
                  ? [
                      <Popconfirm
                        key="revoke"
                        title="撤销后对方将无法使用该授权码查询"
                        onConfirm={() =>
                          revoke.mutate(g.grantId, { onSuccess: () => showSuccess('已撤销') })
                        }
                      >
                        <Button type="link" size="small" danger>
                          撤销
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <Flex gap="small" align="center" wrap>
                    {g.grantee}
                    <Tag color={stateColours[g.state]}>{grantStateLabels[g.state]}</Tag>
                  </Flex>
                }
                description={
                  g.usedAt
                    ? `查询于 ${formatChinaDateTime(g.usedAt)}`
                    : `有效期至 ${formatChinaDateTime(g.expiresAt)}`
                }
              />
            </List.Item>
          )}
        />
      )}
      {(grants.data?.total ?? 0) > 5 ? (
        <Pagination
          align="center"
          size="small"
          current={pageIndex}
          pageSize={5}
          total={grants.data?.total}
          onChange={setPageIndex}
        />
      ) : null}
      <Modal
        open={created !== null}
        title="授权码已生成"
        onCancel={() => setCreated(null)}
        footer={
          <Button type="primary" onClick={() => setCreated(null)}>
            我已记下
          </Button>
        }
      >
        {created ? (
          <Flex vertical gap="small">
            <Typography.Text>请将以下信息告知 {created.grantee}：</Typography.Text>
            <Typography.Text>志愿者编号：{volunteerNo}</Typography.Text>
            <Typography.Text>
              授权码：
              <Typography.Text strong copyable data-testid="grant-code">
                {created.authCode}
              </Typography.Text>
            </Typography.Text>
            <Alert
              type="warning"
              showIcon
              title={`授权码只显示这一次，有效期至 ${formatChinaDateTime(created.expiresAt)}，查询一次后失效。`}
            />
          </Flex>
        ) : null}
      </Modal>
    </Flex>
  );
}
