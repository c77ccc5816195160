import { useEffect, useRef } from 'react';
import { Checkbox, Flex, Typography, theme } from 'antd';
import type { Agreement } from '../agreements';
import { AgreementText } from './agreement-text';

interface AgreementReaderProps {
  agreement: Agreement;
  isRead: boolean;
  onRead: () => void;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}

/**
 * An agreement in a scroll box. Its checkbox opens once the reader has scrolled to the end
 * (or the text fits without scrolling), so "I agree" follows having seen the whole text.
 */
export function AgreementReader({
  agreement,
  isRead,
  onRead,
  accepted,
  onAccept,
}: AgreementReaderProps) {
  const { token } = theme.useToken();
  const boxRef = useRef<HTMLDivElement>(null);

  const check = () => {
    const box = boxRef.current;
    if (box && box.scrollTop + box.clientHeight >= box.scrollHeight - 8) onRead();
  };
  useEffect(check);

  return (
    <div data-testid={`agreement-${agreement.slug}`}>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {agreement.title}
      </Typography.Title>
      <div
        ref={boxRef}
        onScroll={check}
        tabIndex={0}
        aria-label={`${agreement.title}全文`}
        data-testid={`agreement-box-${agreement.slug}`}
        style={{
          maxHeight: 320,
          overflowY: 'auto',
          padding: `${token.paddingSM}px ${token.padding}px`,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          background: token.colorFillAlter,
        }}
      >
        <AgreementText agreement={agreement} />
      </div>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
        <span data-testid={`agree-${agreement.slug}`}>
          <Checkbox
            checked={accepted}
            disabled={!isRead}
            onChange={(e) => onAccept(e.target.checked)}
          >
            我已阅读并同意《{agreement.title}》
          </Checkbox>
        </span>
        {!isRead && <Typography.Text type="secondary">请阅读至末尾后勾选</Typography.Text>}
      </Flex>
    </div>
  );
}
