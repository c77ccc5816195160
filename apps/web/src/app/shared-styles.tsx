import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Cascader,
  Checkbox,
  Collapse,
  Descriptions,
  Divider,
  Empty,
  Flex,
  Image,
  Input,
  List,
  Pagination,
  Result,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Steps,
  Tag,
  Typography,
} from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { ThemeProviders } from './providers';

/**
 * Every antd component the server draws on a public page, once, for its styles: antd writes a
 * component's whole style when it first renders, whatever its props. What only the browser
 * draws (a date picker, a dialog, a toast, the menu drawer) is left to antd to add when it
 * does, and Row and Col (87 kB of column rules) are not drawn: public pages lay out with the
 * CSS grid (responsive-grid.tsx).
 */
function Sampler() {
  return (
    <>
      <Alert title="" />
      <Breadcrumb items={[{ title: '' }]} />
      <Button icon={<SearchOutlined />} />
      <Space.Compact>
        <Button />
        <Button />
      </Space.Compact>
      <Card title="" />
      <Cascader />
      <Checkbox />
      <Collapse items={[{ key: '1', label: '' }]} />
      <Descriptions items={[{ key: '1', label: '', children: '' }]} />
      <Divider />
      <Empty />
      <Flex />
      <Image src="data:," />
      <Input />
      <Input.Search enterButton />
      <List dataSource={[1]} renderItem={() => <List.Item />} />
      <Pagination total={100} />
      <Pagination simple total={100} />
      <Result />
      <Segmented options={['1']} />
      <Select />
      <Skeleton />
      <Skeleton.Node />
      <Spin />
      <Statistic value={0} />
      <Steps items={[{ title: '' }]} />
      <Tag color="red" />
      <Tag color="success" />
      <Typography.Title />
      <Typography.Text />
      <Typography.Paragraph />
      <Typography.Link />
    </>
  );
}

export interface SharedStyles {
  /** The stylesheet's name under /assets/ssr/, its content's hash in it. */
  file: string;
  css: string;
  /** cssinjs's cache keys of the styles in it: a page leaves these out of its own. */
  keys: string[];
  /** The sheet's `path:hash` list, which the browser's cssinjs reads to know they are there. */
  pathMap: string;
}

let built: SharedStyles | undefined;

/**
 * antd's styles of the public pages as one stylesheet (issue 48): the same on every instance
 * for the same build, so any of them serves it under the same name.
 */
export function sharedStyles(): SharedStyles {
  if (built) return built;
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ThemeProviders>
        <Sampler />
      </ThemeProviders>
    </StyleProvider>,
  );
  const keys = [...cache.cache.keys()].filter((key) => key.startsWith('style%'));
  const css = extractStyle(cache, { types: 'style', plain: true });
  const pathMap = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css)?.[1] ?? '';
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
  built = { file: `antd-${hash}.css`, css, keys, pathMap };
  return built;
}

/**
 * A page's own styles when the browser holds the shared sheet: the styles not in it, the
 * theme's variables, and one map of every style on the page, the sheet's and its own. The map
 * goes in a plain style element: the browser's cssinjs reads a marked one as "these are inline
 * elements" and would add the sheet's styles again.
 */
export function stylesBesideSharedSheet(cache: ReturnType<typeof createCache>): string {
  const shared = sharedStyles();
  for (const key of shared.keys) cache.extracted.add(key);
  const own = extractStyle(cache, { once: true });
  return own.replace(
    /<style[^>]*data-ant-cssinjs-cache-path[^>]*>\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}<\/style>/,
    (_whole, pageMap: string) =>
      `<style>.data-ant-cssinjs-cache-path{content:"${[shared.pathMap, pageMap].filter(Boolean).join(';')}";}</style>`,
  );
}
