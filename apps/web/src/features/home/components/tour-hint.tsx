import { Button, Flex, theme } from 'antd';
import { CloseOutlined, CompassOutlined } from '@ant-design/icons';

/**
 * A first visitor's invitation to the guide: a small card in the corner that covers nothing
 * they need (not the header, not the page) and goes away for good when closed or accepted.
 */
export function TourHint({ onStart, onDismiss }: { onStart: () => void; onDismiss: () => void }) {
  const { token } = theme.useToken();
  return (
    <div
      role="complementary"
      aria-label="新手指引提示"
      data-testid="home-tour-hint"
      style={{
        position: 'fixed',
        right: token.margin,
        bottom: token.marginLG * 3,
        zIndex: 90,
        maxWidth: `calc(100vw - ${token.margin * 2}px)`,
        width: 300,
        boxSizing: 'border-box',
        padding: token.padding,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        borderTop: `3px solid ${token.colorPrimary}`,
      }}
    >
      <Flex justify="space-between" align="start" gap={token.marginXS}>
        <strong style={{ fontSize: token.fontSizeLG }}>第一次来？</strong>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label="关闭提示"
          onClick={onDismiss}
        />
      </Flex>
      <p
        style={{
          margin: `${token.marginXS}px 0 ${token.marginSM}px`,
          color: token.colorTextSecondary,
        }}
      >
        花半分钟看看怎样找活动、查时长、办志愿者证。
      </p>
      <Flex gap={token.marginXS} justify="end">
        <Button size="small" onClick={onDismiss}>
          以后再说
        </Button>
        <Button size="small" type="primary" icon={<CompassOutlined />} onClick={onStart}>
          开始指引
        </Button>
      </Flex>
    </div>
  );
}
