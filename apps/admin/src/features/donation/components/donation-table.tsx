import { useState } from 'react';
import { App, Button, Flex, Input, Modal, Select, Tag } from 'antd';
import {
  donationKindLabels,
  donationKinds,
  type DonationKind,
  type DonationManageRow,
} from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { useDonationList, useVoidDonation } from '../api/donations';
import { ListTable } from '../../../components/list-table';

/** 捐赠记录: search, filter by kind, void an entry made in error (with a reason). */
export function DonationTable() {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<DonationKind | undefined>();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const [voiding, setVoiding] = useState<DonationManageRow | null>(null);
  const [reason, setReason] = useState('');
  const list = useDonationList({ keyword: keyword || undefined, kind, ...page });
  const voidDonation = useVoidDonation();

  const confirmVoid = () =>
    voiding &&
    void voidDonation
      .mutateAsync({ donationId: voiding.donationId, reason })
      .then(() => {
        void message.success('已作废');
        setVoiding(null);
      })
      .catch(() => undefined);

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap>
        <Input.Search
          placeholder="捐赠人、志愿者编号、用途或物资"
          allowClear
          style={{ maxWidth: 320 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
          data-testid="donation-search"
        />
        <Select
          aria-label="捐赠类型"
          allowClear
          placeholder="全部类型"
          style={{ width: 140 }}
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
          options={donationKinds.map((k) => ({ value: k, label: donationKindLabels[k] }))}
        />
      </Flex>
      <ListTable<DonationManageRow>
        rowKey="donationId"
        size="middle"
        loading={list.isPending || list.isFetching}
        dataSource={list.data?.list ?? []}
        data-testid="donation-table"
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        total={list.data?.total ?? 0}
        onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
        unit="条"
        columns={[
          { title: '捐赠人', dataIndex: 'donorName', width: 100 },
          { title: '志愿者编号', dataIndex: 'volunteerNo', width: 120 },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 70,
            render: (k: DonationKind) => donationKindLabels[k],
          },
          { title: '捐赠内容', dataIndex: 'description' },
          { title: '捐赠日期', dataIndex: 'donatedOn', width: 110 },
          { title: '用途', dataIndex: 'purpose', ellipsis: true },
          { title: '受赠组织', dataIndex: 'organisation', ellipsis: true },
          {
            title: '证书',
            dataIndex: 'certNumber',
            width: 170,
            render: (n: string | null) => n ?? <Tag>未开具</Tag>,
          },
          {
            title: '状态',
            dataIndex: 'state',
            width: 90,
            render: (_: unknown, r) =>
              r.state === 'void' ? (
                <Tag title={r.voidReason ?? ''}>已作废</Tag>
              ) : (
                <Tag color="green">有效</Tag>
              ),
          },
          { title: '登记时间', dataIndex: 'createdAt', width: 150, render: formatDateTime },
          {
            title: '操作',
            width: 80,
            render: (_: unknown, r) =>
              r.state === 'valid' ? (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => {
                    setReason('');
                    setVoiding(r);
                  }}
                >
                  作废
                </Button>
              ) : null,
          },
        ]}
        scroll={{ x: 1200 }}
      />
      <Modal
        open={voiding !== null}
        title="作废捐赠记录"
        okText="作废"
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        confirmLoading={voidDonation.isPending}
        onOk={confirmVoid}
        onCancel={() => setVoiding(null)}
      >
        <p>
          作废后记录仍保留；若已开具证书，查验时将显示“已作废”。捐赠人：{voiding?.donorName}，
          {voiding?.description}
        </p>
        <Input.TextArea
          rows={3}
          maxLength={200}
          placeholder="请填写作废原因"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Flex>
  );
}
