import { useState } from 'react';
import { Modal, Skeleton, theme } from 'antd';
import { QuietEmpty } from '../quiet-empty';
import type { Announcement } from '@zyz/domain';
import { HomeTag } from '../../../components/home-tag';
import { Panel, PlainList, Surface, oneLine } from '../../../components/home-panel';
import { formatChinaDateTime, toChinaTime } from '../../../lib/china-time';
import { useAnnouncements } from '../api/announcements';

function AnnouncementModal({ item, onClose }: { item: Announcement | null; onClose: () => void }) {
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

/** A notice title that opens its dialog: a button, so the keyboard reaches it too. */
function NoticeButton({
  item,
  onOpen,
  isInTicker = false,
}: {
  item: Announcement;
  onOpen: () => void;
  isInTicker?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      onClick={onOpen}
      title={item.title}
      style={{
        ...oneLine,
        flex: isInTicker ? 'none' : 1,
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        padding: 0,
        border: 0,
        background: 'none',
        font: 'inherit',
        color: token.colorLink,
        cursor: 'pointer',
        textAlign: 'start',
      }}
    >
      {item.pinned && <HomeTag color="red">置顶</HomeTag>}
      <span style={oneLine}>{item.title}</span>
    </button>
  );
}

/** 通知公告 (showType 1): pinned first; a notice opens in a dialog. */
export function AnnouncementBoard() {
  const { token } = theme.useToken();
  const { data, isPending, isError } = useAnnouncements(1, 6);
  const [open, setOpen] = useState<Announcement | null>(null);
  return (
    <Panel
      title="通知公告"
      data-testid="home-announcements"
      data-tour="announcements"
      style={{ height: '100%' }}
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError || data.list.length === 0 ? (
        <QuietEmpty description="暂无公告" />
      ) : (
        <PlainList
          items={data.list}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <>
              <NoticeButton item={item} onOpen={() => setOpen(item)} />
              <span style={{ color: token.colorTextSecondary, marginInlineStart: token.marginXS }}>
                {toChinaTime(item.publishTime).format('MM-DD')}
              </span>
            </>
          )}
        />
      )}
      <AnnouncementModal item={open} onClose={() => setOpen(null)} />
    </Panel>
  );
}

/** 滚动通知 (showType 2): one line above the page; hidden when there is none. */
export function AnnouncementTicker() {
  const { token } = theme.useToken();
  const { data } = useAnnouncements(2, 5);
  const [open, setOpen] = useState<Announcement | null>(null);
  if (!data || data.list.length === 0) return null;
  return (
    <>
      <Surface
        data-testid="home-ticker"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: token.marginSM,
          padding: '6px 12px',
          overflow: 'hidden',
        }}
      >
        <HomeTag color="red">通知</HomeTag>
        <div
          style={{
            display: 'flex',
            gap: token.marginLG,
            overflowX: 'auto',
            whiteSpace: 'nowrap',
            minWidth: 0,
          }}
        >
          {data.list.map((item) => (
            <NoticeButton key={item.id} item={item} onOpen={() => setOpen(item)} isInTicker />
          ))}
        </div>
      </Surface>
      <AnnouncementModal item={open} onClose={() => setOpen(null)} />
    </>
  );
}
