import { Card, Empty } from 'antd';

/** Shown before anything is typed: a search page asks for a keyword rather than listing all. */
export function SearchKeywordPrompt({ what }: { what: string }) {
  return (
    <Card>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`请输入关键词搜索${what}`} />
    </Card>
  );
}
