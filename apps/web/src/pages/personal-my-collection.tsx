import { Link, useSearchParams } from 'react-router';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, theme } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { HeartFilled } from '@ant-design/icons';
import type { MissionSummary } from '@zyz/domain';
import { paths } from '../lib/paths';
import { useToggleFavourite } from '../features/mission/api/toggle-favourite';
import { MissionCard } from '../features/mission/components/mission-card';
import { useFavouriteMissions } from '../features/my-mission/api/favourite-missions';
import { InlineLoadFailed } from '../components/inline-load-failed';
import { VolunteerOnlyNotice } from '../features/my-mission/components/volunteer-only-notice';
import { showSuccess } from '../lib/feedback';
import { useClampPage } from '../lib/use-clamp-page';
import { listSearch, parsePage } from '../lib/page-param';
import { useVolunteerId } from '../stores/user-store';
import { ListPagination } from '../components/list-pagination';

const pageSize = 12;

/**
 * A sibling of the card's link, not inside it: over the cover on a wide screen; under the card
 * on a phone, where the card puts a thumbnail beside the text and has no free corner.
 */
function Unfavourite({ mission }: { mission: MissionSummary }) {
  const { token } = theme.useToken();
  const isPhone = !(useMinWidth('sm') ?? true);
  const toggle = useToggleFavourite();
  return (
    <Button
      size="small"
      icon={<HeartFilled style={{ color: token.colorPrimary }} />}
      loading={toggle.isPending}
      onClick={() =>
        toggle.mutate(mission.missionId, {
          onSuccess: ({ enshrined }) => {
            if (!enshrined) showSuccess(`已取消收藏「${mission.subject}」`);
          },
        })
      }
      style={
        isPhone
          ? { alignSelf: 'flex-end' }
          : { position: 'absolute', top: token.marginXS, right: token.marginXS, zIndex: 1 }
      }
      data-testid="collection-unfavourite"
    >
      取消收藏
    </Button>
  );
}

/** /personalCenter/myCollection (我的收藏): missions the volunteer has hearted. */
export default function PersonalMyCollectionPage() {
  const { token } = theme.useToken();
  const isDesktop = useMinWidth('md') ?? true;
  const userId = useVolunteerId();
  const [params, setParams] = useSearchParams();
  const pageIndex = parsePage(params.get('page'));
  const list = useFavouriteMissions(userId, { pageIndex, pageSize });
  const total = list.data?.total ?? 0;
  useClampPage(list, pageSize, pageIndex);

  if (userId === null) return <VolunteerOnlyNotice what="我的收藏" />;

  const setPage = (page: number) => setParams(listSearch({}, page));

  return (
    <Card title="我的收藏" size={isDesktop ? 'default' : 'small'} data-testid="my-collection-page">
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.isError && !list.data ? (
        <InlineLoadFailed
          title="收藏加载失败"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : total === 0 ? (
        <Empty description="您还没有收藏活动" data-testid="my-collection-empty">
          <Link to={paths.mission}>
            <Button type="primary">去发现志愿活动</Button>
          </Link>
        </Empty>
      ) : (
        <Flex vertical gap={token.marginLG}>
          <Row gutter={[token.margin, token.margin]}>
            {list.data.list.map((mission) => (
              <Col xs={24} sm={12} lg={8} key={mission.missionId}>
                <Flex
                  vertical
                  gap={token.marginXS}
                  style={{ position: 'relative', height: '100%' }}
                  data-testid="my-collection-item"
                >
                  <MissionCard mission={mission} />
                  <Unfavourite mission={mission} />
                </Flex>
              </Col>
            ))}
          </Row>
          <ListPagination
            current={pageIndex}
            pageSize={pageSize}
            total={total}
            isPhone={!isDesktop}
            onChange={setPage}
            testId="my-collection-pagination"
          />
        </Flex>
      )}
    </Card>
  );
}
