import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/*
 * A labelled number, antd Statistic's look without it: Statistic wraps its value in a Skeleton,
 * which puts both components' styles (about 12 kB) into every server-drawn page that shows a
 * figure and gives hydration two more style hooks per figure.
 */

const grouping = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

export function formatFigure(value: number | string): string {
  return typeof value === 'number' ? grouping.format(value) : value;
}

type FigureProps = {
  title: ReactNode;
  value: number | string;
  suffix?: ReactNode;
  /** While the number is on its way: the line keeps its height, so nothing moves when it comes. */
  isPending?: boolean;
  style?: CSSProperties;
  valueStyle?: CSSProperties;
  'data-testid'?: string;
};

export function Figure({
  title,
  value,
  suffix,
  isPending = false,
  style,
  valueStyle,
  ...rest
}: FigureProps) {
  const { token } = theme.useToken();
  return (
    <div style={style} data-testid={rest['data-testid']}>
      <div style={{ color: token.colorTextSecondary, marginBottom: token.marginXXS }}>{title}</div>
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          fontVariantNumeric: 'tabular-nums',
          ...valueStyle,
        }}
      >
        {isPending ? (
          <span aria-busy="true" style={{ color: token.colorTextQuaternary }}>
            —
          </span>
        ) : (
          <span data-figure-value="">{formatFigure(value)}</span>
        )}
        {suffix && !isPending ? (
          <span style={{ marginInlineStart: token.marginXXS, fontSize: token.fontSize }}>
            {suffix}
          </span>
        ) : null}
      </div>
    </div>
  );
}
