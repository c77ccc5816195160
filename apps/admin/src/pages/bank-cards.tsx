import { useState } from 'react';
import { Button, Card, Flex, Input, Select, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { bankCardStateLabels, bankCardStates, type BankCardState } from '@zyz/domain';
import { formatDateTime } from '../lib/format';
import { useBankCardList, useExportBankCards } from '../features/bank-card/api/bank-cards';
import { BankCardReview } from '../features/bank-card/components/bank-card-review';
import { useDeskPin } from '../lib/use-desk-pin';
import { ListTable } from '../components/list-table';

const stateColors: Record<BankCardState, string> = {
  pending: 'processing',
  photosRequested: 'warning',
  approved: 'success',
  submitted: 'default',
  rejected: 'error',
};

/** 联名卡申请: the province's applications, review, and the export of approved ones for the bank. */
export default function BankCardsPage() {
  const pin = useDeskPin();
  const [state, setState] = useState<BankCardState | undefined>('pending');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const [open, setOpen] = useState<string | null>(null);
  const list = useBankCardList({ state, keyword: keyword || undefined, ...page });
  const exportBatch = useExportBankCards();

  return (
    <Card
      title="联名卡申请"
      extra={
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={exportBatch.isPending}
          onClick={() => exportBatch.mutate(undefined)}
          data-testid="bank-export"
        >
          导出审核通过的申请（提交银行）
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          导出会把所有“审核通过”的申请生成一个批次文件交给合作银行，并标记为“已提交银行”；已导出的批次可在列表中重新下载。
        </Typography.Text>
        <Flex gap={12} wrap>
          <Input.Search
            placeholder="姓名或志愿者编号"
            allowClear
            style={{ maxWidth: 280 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage((p) => ({ ...p, pageIndex: 1 }));
            }}
            data-testid="bank-search"
          />
          <Select
            aria-label="申请状态"
            allowClear
            placeholder="全部状态"
            style={{ width: 180 }}
            value={state}
            onChange={(v: BankCardState | undefined) => {
              setState(v);
              setPage((p) => ({ ...p, pageIndex: 1 }));
            }}
            options={bankCardStates.map((s) => ({ value: s, label: bankCardStateLabels[s] }))}
            data-testid="bank-state-filter"
          />
        </Flex>
        <ListTable
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list}
          scroll={{ x: 900 }}
          pageIndex={page.pageIndex}
          pageSize={page.pageSize}
          total={list.data?.total ?? 0}
          onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
          unit="条"
          columns={[
            { title: '申请编号', dataIndex: 'id', width: 90 },
            { title: '姓名', dataIndex: 'name', width: 100 },
            { title: '志愿者编号', dataIndex: 'volunteerNo', width: 110 },
            { title: '身份证号码', dataIndex: 'idCardMasked', width: 180 },
            { title: '卡种', dataIndex: 'cardTypeName', width: 160 },
            {
              title: '状态',
              dataIndex: 'state',
              width: 130,
              render: (s: BankCardState) => (
                <Tag color={stateColors[s]}>{bankCardStateLabels[s]}</Tag>
              ),
            },
            {
              title: '申请时间',
              dataIndex: 'appliedAt',
              width: 160,
              render: (v: string) => formatDateTime(v),
            },
            {
              title: '操作',
              key: 'op',
              fixed: pin,
              width: 200,
              render: (_, row) => (
                <Flex gap={8}>
                  <Button
                    size="small"
                    onClick={() => setOpen(row.id)}
                    data-testid={`bank-open-${row.id}`}
                  >
                    {row.state === 'pending' ? '审核' : '查看'}
                  </Button>
                  {row.batchNo && (
                    <Button size="small" onClick={() => exportBatch.mutate(row.batchNo!)}>
                      批次{row.batchNo}
                    </Button>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
      <BankCardReview id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
