import { useNavigate, useSearchParams } from 'react-router';
import { Flex, Tabs, Typography, theme } from 'antd';
import { paths } from '../lib/paths';
import { MissionSearchResults } from '../features/mission/components/mission-search-results';
import { OrgSearchResults } from '../features/mission/components/org-search-results';
import { SearchKeywordPrompt } from '../features/mission/components/search-keyword-prompt';
import { GlobalSearch } from '../features/search/components/global-search';

type Tab = 'mission' | 'org';

/** /mission/search-tab?keyword=&tab=: one keyword box over 活动 | 组织 tabs. */
export default function MissionSearchTabPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const tab: Tab = params.get('tab') === 'org' ? 'org' : 'mission';
  // The tab sits in the URL (replaced, not pushed) so Back leaves the page in one step.
  const go = (nextKeyword: string, nextTab: Tab, replace = false) =>
    navigate(paths.missionSearchTab(nextKeyword, nextTab), { replace });

  const body = (what: string, results: React.ReactNode) =>
    keyword ? results : <SearchKeywordPrompt what={what} />;

  return (
    <Flex vertical gap={token.margin} data-testid="mission-search-tab-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        搜索
      </Typography.Title>
      <GlobalSearch
        key={keyword}
        defaultValue={keyword}
        placeholder="搜索活动或组织名称"
        onSearch={(next) => go(next, tab)}
      />
      <Tabs
        activeKey={tab}
        onChange={(next) => go(keyword, next as Tab, true)}
        items={[
          {
            key: 'mission',
            label: '活动',
            children: body('活动', <MissionSearchResults key={keyword} keyword={keyword} />),
          },
          {
            key: 'org',
            label: '组织',
            children: body('组织', <OrgSearchResults key={keyword} keyword={keyword} />),
          },
        ]}
        destroyOnHidden
        data-testid="search-tabs"
      />
    </Flex>
  );
}
