import { Link, useParams, useSearchParams } from 'react-router';
import { Breadcrumb, Flex, Skeleton, Typography, theme } from 'antd';
import { breakpointPx } from '../lib/use-min-width';
import { paths } from '../lib/paths';
import { ApiError } from '../lib/api-client';
import { InlineLoadFailed } from '../components/inline-load-failed';
import { parsePage } from '../lib/page-param';
import { publicityRecordPageSize, usePublicityDetail } from '../features/publicity/api/publicity';
import { PublicityRecordsCard } from '../features/publicity/components/publicity-records-card';
import { Island } from '../islands/island';
import { MissingResult } from '../components/not-found-result';

/** /publicity/:id (时长公示详情): one mission's records in publicity, names masked. */
export default function PublicityDetailPage() {
  const { token } = theme.useToken();
  const missionId = useParams().id ?? '';
  const [params] = useSearchParams();
  const pageIndex = parsePage(params.get('page'));
  const detail = usePublicityDetail(missionId, pageIndex, publicityRecordPageSize);

  if (detail.isError && !detail.data) {
    const notFound = detail.error instanceof ApiError && detail.error.code === '40400';
    return notFound ? (
      <MissingResult
        title="未找到该活动的公示"
        subTitle={detail.error.message}
        backTo={paths.publicity}
        backLabel="返回时长公示"
        testId="publicity-not-found"
      />
    ) : (
      <InlineLoadFailed
        title="公示详情加载失败"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
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
      <Island
        name="publicity-records"
        component={PublicityRecordsCard}
        props={{ missionId }}
        // A desk's table is not the phone's cards the server drew.
        when={{ visibleFromWidth: breakpointPx.md }}
      />
    </Flex>
  );
}
