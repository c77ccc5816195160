import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { theme } from 'antd';

/*
 * Home's light stand-ins for antd Card, List and Tag: same tokens, same look, without the
 * Tabs, Pagination and their styles that Card and List bring into the first download.
 */

/**
 * One line of text that ends in "…" when it does not fit (global.css); in 关怀模式 it wraps
 * instead, so nothing is cut off.
 */
export const oneLineClass = 'one-line';

type SurfaceProps = HTMLAttributes<HTMLDivElement> & {
  /** Lifts on hover, as antd's hoverable Card does. */
  isHoverable?: boolean;
  'data-testid'?: string;
  'data-tour'?: string;
};

/** A bordered white box, antd Card's frame. */
export function Surface({ isHoverable = false, style, children, ...rest }: SurfaceProps) {
  const { token } = theme.useToken();
  const [isHovered, setHovered] = useState(false);
  return (
    <div
      {...rest}
      onMouseEnter={isHoverable ? () => setHovered(true) : undefined}
      onMouseLeave={isHoverable ? () => setHovered(false) : undefined}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        boxShadow: isHovered ? token.boxShadowTertiary : undefined,
        transition: `box-shadow ${token.motionDurationMid}`,
        ...style,
      }}
    >
      {children}
    </div>
  );
}

/** A card's own title (an h2 at antd's heading-4 size), as the greeting cards on Home use. */
export function CardHeading({ children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  const { token } = theme.useToken();
  return (
    <h2
      {...rest}
      style={{
        margin: `0 0 ${token.marginXS}px`,
        fontSize: token.fontSizeHeading4,
        lineHeight: token.lineHeightHeading4,
        fontWeight: token.fontWeightStrong,
        color: token.colorTextHeading,
      }}
    >
      {children}
    </h2>
  );
}

type PanelProps = SurfaceProps & { title: ReactNode; extra?: ReactNode };

/** A titled section of Home (an h2, so headings run h1 → h2 → h3). */
export function Panel({ title, extra, children, ...rest }: PanelProps) {
  const { token } = theme.useToken();
  return (
    <Surface {...rest}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: token.marginXS,
          minHeight: 56,
          padding: `0 ${token.paddingLG}px`,
          borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
        }}
      >
        <h2
          className={oneLineClass}
          style={{
            margin: 0,
            fontSize: token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h2>
        {extra}
      </div>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </Surface>
  );
}

/** Rows split by thin lines, antd's small List without its pagination. */
export function PlainList<T>({
  items,
  renderItem,
  itemKey,
  'data-testid': testId,
}: {
  items: T[];
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  'data-testid'?: string;
}) {
  const { token } = theme.useToken();
  return (
    <ul data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, i) => (
        <li
          key={itemKey(item)}
          style={{
            display: 'flex',
            alignItems: 'center',
            padding: `${token.paddingXS}px ${token.padding}px`,
            borderTop: i === 0 ? undefined : `${token.lineWidth}px solid ${token.colorSplit}`,
          }}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
