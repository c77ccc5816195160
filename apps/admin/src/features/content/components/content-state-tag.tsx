import { Tag } from 'antd';
import { articleStateName, type ArticleState } from '@zyz/domain';

export function ContentStateTag({ status }: { status: ArticleState }) {
  return <Tag color={status === 'published' ? 'green' : 'default'}>{articleStateName[status]}</Tag>;
}
