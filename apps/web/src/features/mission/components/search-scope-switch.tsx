import { useNavigate } from 'react-router';
import { Segmented } from 'antd';
import { paths } from '../../../lib/paths';

type Scope = 'mission' | 'org';

/** 活动 | 组织 between the two result pages of one keyword. */
export function SearchScopeSwitch({ keyword, scope }: { keyword: string; scope: Scope }) {
  const navigate = useNavigate();
  return (
    <Segmented<Scope>
      value={scope}
      options={[
        { value: 'mission', label: '活动' },
        { value: 'org', label: '组织' },
      ]}
      onChange={(next) =>
        navigate(
          next === 'org' ? paths.missionSearchOrgList(keyword) : paths.missionSearch(keyword),
        )
      }
      data-testid="search-scope"
    />
  );
}
