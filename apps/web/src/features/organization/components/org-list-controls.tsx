import { Col, Row, theme } from 'antd';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { DistrictCascader } from '../../mission/components/district-cascader';
import { GlobalSearch } from '../../search/components/global-search';

/** /organization's region and name filters: they change the list by changing the address. */
export function OrgListControls() {
  const { token } = theme.useToken();
  const { get, update } = useUrlFilters();
  const parentId = get('parentId');
  const keyword = get('keyword');
  return (
    <Row gutter={[token.margin, token.margin]}>
      <Col xs={24} md={10} lg={8}>
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
      </Col>
      <Col xs={24} md={14} lg={16}>
        <GlobalSearch
          key={keyword}
          defaultValue={keyword}
          suggest={false}
          placeholder="搜索组织名称"
          onSearch={(next) => update({ keyword: next, page: '' })}
        />
      </Col>
    </Row>
  );
}
