import { Button, Popconfirm, Space } from 'antd';

interface Props {
  enabled: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/** 编辑 / 上线·下线 / 删除, the same for banners and announcements. */
export function RowActions({ enabled, onEdit, onToggle, onDelete }: Props) {
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Button type="link" size="small" onClick={onToggle}>
        {enabled ? '下线' : '上线'}
      </Button>
      <Popconfirm
        title="确定删除吗？删除后无法恢复"
        okText="删除"
        cancelText="取消"
        onConfirm={onDelete}
      >
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
