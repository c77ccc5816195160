import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A greyed second line in a table cell (a method, a state, a note under the main value). */
export function SubLine({ children, strike }: { children: ReactNode; strike?: boolean }) {
  return (
    <Typography.Text type="secondary" delete={strike} style={{ display: 'block' }}>
      {children}
    </Typography.Text>
  );
}
