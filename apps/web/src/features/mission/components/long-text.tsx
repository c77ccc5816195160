import { Typography } from 'antd';

/**
 * Organiser-written text shown as plain text with its line breaks. Never parsed as HTML:
 * what an organiser types must not run in a volunteer's browser.
 */
export function LongText({ text, empty }: { text: string; empty: string }) {
  if (!text.trim()) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Typography.Paragraph
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: 0 }}
    >
      {text}
    </Typography.Paragraph>
  );
}
