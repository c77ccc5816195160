import { useNavigate, useSearchParams } from 'react-router';
import { Flex, Typography, theme } from 'antd';
import { paths } from '../lib/paths';
import { OrgSearchResults } from '../features/mission/components/org-search-results';
import { SearchKeywordPrompt } from '../features/mission/components/search-keyword-prompt';
import { SearchScopeSwitch } from '../features/mission/components/search-scope-switch';
import { GlobalSearch } from '../features/search/components/global-search';

/** /mission/search-org-list?keyword=: organisations by name, each opening its missions. */
export default function MissionSearchOrgListPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const keyword = (useSearchParams()[0].get('keyword') ?? '').trim();
  return (
    <Flex vertical gap={token.margin} data-testid="mission-search-org-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        组织搜索
      </Typography.Title>
      <GlobalSearch
        key={keyword}
        defaultValue={keyword}
        placeholder="搜索组织名称"
        onSearch={(next) => navigate(paths.missionSearchOrgList(next))}
      />
      <SearchScopeSwitch keyword={keyword} scope="org" />
      {keyword ? (
        <OrgSearchResults key={keyword} keyword={keyword} />
      ) : (
        <SearchKeywordPrompt what="组织" />
      )}
    </Flex>
  );
}
