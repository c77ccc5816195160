import { useNavigate } from 'react-router';
import { Flex, Typography } from 'antd';
import { paths } from '../../../app/paths';
import { useSearchAll } from '../api/search-all';

type Section = 'missions' | 'organizations' | 'articles';

const sectionLabels: Record<Section, string> = {
  missions: '志愿活动',
  organizations: '志愿组织',
  articles: '新闻资讯',
};

function Row({ title, extra }: { title: string; extra: string }) {
  return (
    <Flex justify="space-between" gap={8}>
      <Typography.Text ellipsis style={{ minWidth: 0 }}>
        {title}
      </Typography.Text>
      {extra && (
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: '40%' }}>
          {extra}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * Grouped suggestions from /home/search/all. Option values are keys ("m:12", "all:articles")
 * that `open` turns into a page; the keyword itself is never an option value, so picking one
 * does not rewrite the box.
 */
export function useSuggestionOptions(keyword: string) {
  const navigate = useNavigate();
  const result = useSearchAll(keyword);
  const data = keyword ? result.data : undefined;
  const hrefs = new Map<string, string>();
  const options = (['missions', 'organizations', 'articles'] as const).flatMap((section) => {
    const block = data?.[section];
    if (!block || block.total === 0) return [];
    const items = block.list.map((hit) => {
      const key = `${section}:${hit.id}`;
      hrefs.set(
        key,
        section === 'missions'
          ? paths.missionDetail(hit.id)
          : section === 'organizations'
            ? paths.organizationDetails(hit.id)
            : paths.articleOf('kind' in hit ? hit.kind : 'article', hit.id),
      );
      const extra = section === 'articles' ? hit.extra.slice(0, 10) : hit.extra;
      return { value: key, label: <Row title={hit.title} extra={extra} /> };
    });
    if (block.total > block.list.length) {
      const key = `all:${section}`;
      hrefs.set(
        key,
        section === 'missions'
          ? paths.missionSearch(keyword)
          : section === 'organizations'
            ? paths.organizationSearch(keyword)
            : paths.articleSearch(keyword),
      );
      items.push({
        value: key,
        label: (
          <Typography.Link>{`查看全部 ${block.total} 条${sectionLabels[section]}`}</Typography.Link>
        ),
      });
    }
    return [{ label: sectionLabels[section], options: items }];
  });
  return {
    options,
    empty: Boolean(data) && options.length === 0,
    open: (key: string) => {
      const href = hrefs.get(key);
      if (href) navigate(href);
    },
  };
}

export const isSuggestionKey = (value: string | undefined) =>
  /^(missions|organizations|articles|all):/.test(value ?? '');

export const SearchSuggestions = {
  Empty: () => <Typography.Text type="secondary">没有找到相关的活动、组织或新闻</Typography.Text>,
};
