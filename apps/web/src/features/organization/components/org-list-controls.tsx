import { theme } from 'antd';
import { ResponsiveGrid } from '../../../components/responsive-grid';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { DistrictCascader } from '../../mission';
import { GlobalSearch } from '../../search';

/** /organization's region and name filters: they change the list by changing the address. */
export function OrgListControls() {
  const { token } = theme.useToken();
  const { get, update } = useUrlFilters();
  const parentId = get('parentId');
  const keyword = get('keyword');
  return (
    <ResponsiveGrid columns={{ xs: 1, md: '10fr 14fr', lg: '1fr 2fr' }} gap={token.margin}>
      <div>
        <DistrictCascader
          value={parentId ? [parentId] : []}
          fallbackLabel={get('parentName')}
          onChange={(path, label) =>
            update({
              parentId: path.at(-1) ?? '',
              parentName: path.length ? label : '',
              page: '',
            })
          }
        />
      </div>
      <div>
        <GlobalSearch
          key={keyword}
          defaultValue={keyword}
          suggest={false}
          placeholder="搜索组织名称"
          onSearch={(next) => update({ keyword: next, page: '' })}
        />
      </div>
    </ResponsiveGrid>
  );
}
