import { Segmented } from 'antd';
import { articleCategories } from '@zyz/domain';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { GlobalSearch } from '../../search';

const tabs = [
  { label: '全部', value: '' },
  ...articleCategories.map((c) => ({ label: c.name, value: c.code })),
];

/** /article's search and categories: they change the list by changing the address. */
export function ArticleListControls() {
  const { get, update } = useUrlFilters();
  const keyword = get('keyword');
  return (
    <>
      <GlobalSearch
        key={keyword}
        defaultValue={keyword}
        placeholder="搜索新闻标题"
        suggest={false}
        onSearch={(next) => update({ keyword: next, page: '' })}
      />
      <div style={{ overflowX: 'auto' }}>
        <Segmented
          options={tabs}
          value={get('category')}
          onChange={(value) => update({ category: String(value), page: '' })}
          data-testid="article-categories"
        />
      </div>
    </>
  );
}
