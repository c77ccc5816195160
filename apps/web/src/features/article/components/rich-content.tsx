/**
 * Article and help HTML. The server sanitises it when staff save it (no script, handler or
 * javascript: link can be stored), which is why it may be rendered as HTML here.
 */
export function RichContent({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className="zyz-rich-content"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
