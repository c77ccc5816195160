import { lazy, Suspense, useState } from 'react';
import { Skeleton, Tag, theme } from 'antd';
import { QuietEmpty } from '../quiet-empty';
import type { Announcement } from '@zyz/domain';
import { Panel, PlainList, Surface, oneLineClass } from '../../../components/home-panel';
import { toChinaTime } from '../../../lib/china-time';
import { useAnnouncements } from '../api/announcements';

const LazyModal = lazy(() => import('./announcement-modal'));

/** Loads on the first click, then stays mounted so the dialog can animate closed. */
function AnnouncementModal({ item, onClose }: { item: Announcement | null; onClose: () => void }) {
  const [hasOpened, setOpened] = useState(false);
  if (item !== null && !hasOpened) setOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <LazyModal item={item} onClose={onClose} />
    </Suspense>
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
      className={oneLineClass}
      style={{
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
      {item.pinned && (
        <Tag color="red" style={{ marginInlineEnd: 0 }}>
          置顶
        </Tag>
      )}
      <span className={oneLineClass}>{item.title}</span>
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
        <Tag color="red" style={{ marginInlineEnd: 0 }}>
          通知
        </Tag>
        {/* In 关怀模式 the notices stand one under another, whole (global.css). */}
        <div
          className="home-ticker-list"
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
