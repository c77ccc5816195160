import type { ReactNode } from 'react';
import { Card, Flex, Typography, theme } from 'antd';

interface RegisterCardProps {
  title: string;
  children: ReactNode;
  testId: string;
  width?: number;
}

/** The registration pages' frame: a centred card wider than the login card, for forms and texts. */
export function RegisterCard({ title, children, testId, width = 760 }: RegisterCardProps) {
  const { token } = theme.useToken();
  return (
    <Flex justify="center" style={{ padding: `${token.paddingLG}px ${token.paddingXS}px` }}>
      <Card style={{ width: '100%', maxWidth: width }} data-testid={testId}>
        <Typography.Title level={3} style={{ marginTop: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
