import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  Breadcrumb,
  Button,
  Card,
  Empty,
  Flex,
  Pagination,
  Result,
  Skeleton,
  Typography,
  theme,
} from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { paths } from '../app/paths';
import { ApiError } from '../lib/api-client';
import { ListError } from '../features/my-mission/components/list-error';
import { parsePage } from '../features/my-mission/model/page-param';
import { usePublicityDetail } from '../features/publicity/api/publicity';
import { ObjectionModal } from '../features/publicity/components/objection-modal';
import { PublicityRecordList } from '../features/publicity/components/publicity-record-list';

const pageSize = 20;

/** /publicity/:id (时长公示详情): one mission's records in publicity, names masked. */
export default function PublicityDetailPage() {
  const { token } = theme.useToken();
  const isDesktop = useMinWidth('md') ?? true;
  const missionId = useParams().id ?? '';
  const [params, setParams] = useSearchParams();
  const pageIndex = parsePage(params.get('page'));
  const detail = usePublicityDetail(missionId, pageIndex, pageSize);
  const [objecting, setObjecting] = useState<{ recordId: string; name: string } | null>(null);

  if (detail.isError && !detail.data) {
    const notFound = detail.error instanceof ApiError && detail.error.code === '40400';
    return notFound ? (
      <Result
        status="404"
        title="未找到该活动的公示"
        subTitle={detail.error.message}
        data-testid="publicity-not-found"
        extra={
          <Link to={paths.publicity}>
            <Button type="primary">返回时长公示</Button>
          </Link>
        }
      />
    ) : (
      <ListError title="公示详情加载失败" onRetry={() => void detail.refetch()} />
    );
  }
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = detail.data;

  return (
    <Flex vertical gap="middle" data-testid="publicity-detail-page">
      <Breadcrumb
        items={[{ title: <Link to={paths.publicity}>时长公示</Link> }, { title: data.subject }]}
      />
      <Flex vertical gap={token.marginXXS}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          <Link to={paths.missionDetail(data.missionId)} style={{ color: 'inherit' }}>
            {data.subject}
          </Link>
        </Typography.Title>
        <Typography.Text type="secondary">发布组织：{data.districtName}</Typography.Text>
      </Flex>
      <Card size={isDesktop ? 'default' : 'small'} title={`公示名单（${data.total} 人次）`}>
        {data.total === 0 ? (
          <Empty description="该活动当前没有公示中的时长" />
        ) : (
          <Flex vertical gap={token.margin}>
            <PublicityRecordList
              rows={data.list}
              isLoading={detail.isFetching}
              isDesktop={isDesktop}
              onObject={(row) => setObjecting({ recordId: row.recordId, name: row.name })}
            />
            {data.total > pageSize && (
              <Pagination
                align="end"
                current={pageIndex}
                pageSize={pageSize}
                total={data.total}
                showSizeChanger={false}
                simple={!isDesktop}
                onChange={(page) => setParams(page > 1 ? { page: String(page) } : {})}
              />
            )}
          </Flex>
        )}
      </Card>
      <ObjectionModal record={objecting} onClose={() => setObjecting(null)} />
    </Flex>
  );
}
