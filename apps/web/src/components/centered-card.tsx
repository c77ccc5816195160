import type { ReactNode } from 'react';
import { Card, Flex, Typography, theme } from 'antd';

interface CenteredCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/** A narrow card in the middle of the page: login, feedback and other single-task pages. */
export function CenteredCard({ title, subtitle, children, footer, testId }: CenteredCardProps) {
  const { token } = theme.useToken();
  return (
    <Flex justify="center" style={{ padding: `${token.paddingLG}px 0` }}>
      <Card style={{ width: '100%', maxWidth: 420 }} data-testid={testId}>
        <Typography.Title level={3} style={{ marginTop: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
        {footer && <div style={{ marginTop: token.marginLG }}>{footer}</div>}
      </Card>
    </Flex>
  );
}
