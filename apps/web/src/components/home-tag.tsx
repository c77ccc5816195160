import type { ReactNode } from 'react';
import { theme } from 'antd';

type Tone = 'red' | 'orange' | 'default';

/** antd's filled preset Tag look (red, orange or grey) as a plain span. */
export function HomeTag({
  color = 'default',
  children,
  'data-testid': testId,
}: {
  color?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { token } = theme.useToken();
  const tone: Tone = color === 'red' || color === 'orange' ? color : 'default';
  const colours = {
    red: { color: token.red7, background: token.red1 },
    orange: { color: token.orange7, background: token.orange1 },
    default: { color: token.colorText, background: token.colorFillTertiary },
  }[tone];
  return (
    <span
      data-testid={testId}
      style={{
        ...colours,
        display: 'inline-block',
        flex: 'none',
        paddingInline: token.paddingXS - 1,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        // antd 6's default (filled) Tag: the border is there but transparent.
        border: `${token.lineWidth}px solid transparent`,
        borderRadius: token.borderRadiusSM,
      }}
    >
      {children}
    </span>
  );
}
