import type { SearchHit } from '@zyz/domain';
import { paths } from '../../../lib/paths';
import { useSearchAll } from '../api/search-all';

type Section = 'missions' | 'organizations' | 'articles';

const sectionLabels: Record<Section, string> = {
  missions: '志愿活动',
  organizations: '志愿组织',
  articles: '新闻资讯',
};

export interface Suggestion {
  /** "missions:12", "all:articles": unique across the groups. */
  key: string;
  title: string;
  extra: string;
  href: string;
  /** 查看全部 N 条…: a link to the full results rather than one hit. */
  isMore: boolean;
}

export interface SuggestionGroup {
  section: Section;
  label: string;
  items: Suggestion[];
}

function hrefOf(section: Section, hit: SearchHit & { kind?: 'article' | 'summary' }) {
  if (section === 'missions') return paths.missionDetail(hit.id);
  if (section === 'organizations') return paths.organizationDetails(hit.id);
  return paths.articleOf(hit.kind ?? 'article', hit.id);
}

function searchHrefOf(section: Section, keyword: string) {
  if (section === 'missions') return paths.missionSearch(keyword);
  if (section === 'organizations') return paths.organizationSearch(keyword);
  return paths.articleSearch(keyword);
}

/** Grouped suggestions from /home/search/all: a few hits per kind, then 查看全部 when there are more. */
export function useSuggestions(keyword: string) {
  const result = useSearchAll(keyword);
  const data = keyword ? result.data : undefined;
  const groups: SuggestionGroup[] = (['missions', 'organizations', 'articles'] as const).flatMap(
    (section) => {
      const block = data?.[section];
      if (!block || block.total === 0) return [];
      const items: Suggestion[] = block.list.map((hit) => ({
        key: `${section}:${hit.id}`,
        title: hit.title,
        extra: section === 'articles' ? hit.extra.slice(0, 10) : hit.extra,
        href: hrefOf(section, hit),
        isMore: false,
      }));
      if (block.total > block.list.length)
        items.push({
          key: `all:${section}`,
          title: `查看全部 ${block.total} 条${sectionLabels[section]}`,
          extra: '',
          href: searchHrefOf(section, keyword),
          isMore: true,
        });
      return [{ section, label: sectionLabels[section], items }];
    },
  );
  return { groups, isEmpty: Boolean(data) && groups.length === 0 };
}
