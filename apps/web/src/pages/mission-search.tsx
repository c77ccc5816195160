import { useNavigate, useSearchParams } from 'react-router';
import { Flex, Typography, theme } from 'antd';
import { paths } from '../lib/paths';
import { MissionSearchResults } from '../features/mission/components/mission-search-results';
import { SearchKeywordPrompt } from '../features/mission/components/search-keyword-prompt';
import { SearchScopeSwitch } from '../features/mission/components/search-scope-switch';
import { GlobalSearch } from '../features/search/components/global-search';

/** /mission/search?keyword=: where the global search lands; organisations one click away. */
export default function MissionSearchPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const keyword = (useSearchParams()[0].get('keyword') ?? '').trim();
  return (
    <Flex vertical gap={token.margin} data-testid="mission-search-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        活动搜索
      </Typography.Title>
      {/* Keyed on the keyword so a new search from the header box refreshes the field. */}
      <GlobalSearch
        key={keyword}
        defaultValue={keyword}
        placeholder="搜索活动名称"
        onSearch={(next) => navigate(paths.missionSearch(next))}
      />
      <SearchScopeSwitch keyword={keyword} scope="mission" />
      {keyword ? (
        <MissionSearchResults key={keyword} keyword={keyword} />
      ) : (
        <SearchKeywordPrompt what="活动" />
      )}
    </Flex>
  );
}
