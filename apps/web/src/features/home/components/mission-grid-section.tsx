import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Flex, Skeleton, theme } from 'antd';
import { ResponsiveGrid } from '../../../components/responsive-grid';
import { Surface } from '../../../components/home-panel';
import { RightOutlined } from '@ant-design/icons';
import { fullRows } from '../full-rows';

interface Props<T> {
  title: string;
  moreTo: string;
  /** null while loading; an empty list hides the section, as does a failed load. */
  items: T[] | null;
  isError: boolean;
  skeletonCount: number;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  testId: string;
}

/**
 * A titled grid of missions on Home: four across on a desk, two on a tablet, a short column
 * on a phone.
 * Home is the front door, so a failure hides the section instead of showing an error.
 */
export function MissionGridSection<T>({
  title,
  moreTo,
  items,
  isError,
  skeletonCount,
  renderItem,
  itemKey,
  testId,
}: Props<T>) {
  const { token } = theme.useToken();
  // A grid looks broken with a lone card below: whole rows of four, which are also whole rows
  // of two on a tablet. A phone shows the first four (global.css, .mission-grid).
  const perRow = 4;
  if (isError || (items !== null && items.length === 0)) return null;
  const skeleton = (key: number) => (
    <Surface key={key} style={{ overflow: 'hidden' }}>
      <div style={{ aspectRatio: '16 / 9', background: token.colorFillTertiary }} />
      <div style={{ padding: token.paddingLG }}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    </Surface>
  );
  const cells: Array<{ key: string; node: ReactNode }> =
    items === null
      ? Array.from({ length: skeletonCount }, (_, i) => ({ key: `s${i}`, node: skeleton(i) }))
      : fullRows(items, perRow).map((item) => ({ key: itemKey(item), node: renderItem(item) }));

  return (
    <section data-testid={testId}>
      <Flex justify="space-between" align="center" style={{ marginBottom: token.marginSM }}>
        <h2
          style={{
            margin: 0,
            fontSize: token.fontSizeHeading4,
            lineHeight: token.lineHeightHeading4,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
          data-testid={`${testId}-title`}
        >
          {title}
        </h2>
        <Link to={moreTo} data-testid={`${testId}-more`}>
          查看更多 <RightOutlined />
        </Link>
      </Flex>
      <ResponsiveGrid columns={{ xs: 1, sm: 2, lg: 4 }} gap={token.margin} className="mission-grid">
        {cells.map(({ key, node }) => (
          <div key={key}>{node}</div>
        ))}
      </ResponsiveGrid>
    </section>
  );
}
