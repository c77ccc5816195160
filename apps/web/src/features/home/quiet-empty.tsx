import { Empty, theme } from 'antd';

/** An empty state whose words keep WCAG contrast (antd's default grey does not on white). */
export function QuietEmpty({ description }: { description: string }) {
  const { token } = theme.useToken();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={<span style={{ color: token.colorTextSecondary }}>{description}</span>}
    />
  );
}
