import { Modal, theme } from 'antd';
import type { Announcement } from '@zyz/domain';
import { formatChinaDateTime } from '../../../lib/china-time';

/** One notice in full. Its own chunk: most visitors never open one, Home need not carry Modal. */
export default function AnnouncementModal({
  item,
  onClose,
}: {
  item: Announcement | null;
  onClose: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Modal open={item !== null} title={item?.title} onCancel={onClose} footer={null}>
      <p style={{ color: token.colorTextSecondary }}>
        发布时间：{item ? formatChinaDateTime(item.publishTime) : ''}
      </p>
      <p style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{item?.content}</p>
    </Modal>
  );
}
