import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { theme } from 'antd';

interface Entry {
  key: string;
  label: ReactNode;
}

/**
 * The personal center's pages on a phone: a strip of links under the header, scrolled so the
 * current page is in view (personal-center.css); in 关怀模式 the links wrap onto rows instead,
 * none cut off at the edge. Links, not antd's Tabs: these go to pages, and the tab strip's
 * "more" button, once the strip overflowed, sat in the tab list where only tabs may (WCAG 4.1.2).
 */
export function PersonalCenterStrip({ entries, selected }: { entries: Entry[]; selected: string }) {
  const { token } = theme.useToken();
  const stripRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const current = stripRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [selected]);
  const vars = {
    '--strip-text': token.colorText,
    '--strip-accent': token.colorPrimary,
    '--strip-border': token.colorBorderSecondary,
    '--strip-focus': token.colorPrimaryBorder,
    '--strip-font-size': `${token.fontSize}px`,
    '--strip-height': `${token.controlHeight + token.paddingXS}px`,
  } as CSSProperties;
  return (
    <nav
      ref={stripRef}
      aria-label="个人中心"
      className="personal-center-strip"
      style={vars}
      data-testid="personal-center-tabs"
    >
      {entries.map((entry) => (
        <Link
          key={entry.key}
          to={entry.key}
          aria-current={entry.key === selected ? 'page' : undefined}
        >
          {entry.label}
        </Link>
      ))}
    </nav>
  );
}
