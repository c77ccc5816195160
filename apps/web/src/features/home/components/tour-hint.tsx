import { Button, Flex, theme } from 'antd';
import { CloseOutlined, CompassOutlined } from '@ant-design/icons';

/** What marks either form of the hint for assistive technology and tests. */
const hintLandmark = {
  role: 'complementary',
  'aria-label': '新手指引提示',
  'data-testid': 'home-tour-hint',
} as const;

function CloseHintButton({ onDismiss, color }: { onDismiss: () => void; color?: string }) {
  return (
    <Button
      type="text"
      size="small"
      icon={<CloseOutlined />}
      aria-label="关闭提示"
      onClick={onDismiss}
      style={{ flex: 'none', color }}
    />
  );
}

/**
 * A first visitor's invitation to the guide on a wider screen: a small card in the corner, clear
 * of the header and the page's columns, gone for good when closed or accepted.
 */
export function TourHint({ onStart, onDismiss }: { onStart: () => void; onDismiss: () => void }) {
  const { token } = theme.useToken();
  return (
    <div
      {...hintLandmark}
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
        <CloseHintButton onDismiss={onDismiss} />
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

/**
 * The first visitor's invitation on a phone: 第一次来？ beside the hero's 新手指引 button, starting
 * the same guide, in the hero's own free space. A corner card there covered half a screen of
 * notices until closed. It shrinks (ellipsis) rather than wrap, so the hero never grows when it
 * appears.
 */
export function TourHintInline({
  onStart,
  onDismiss,
}: {
  onStart: () => void;
  onDismiss: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Flex
      {...hintLandmark}
      align="center"
      style={{ flex: '1 1 0', minWidth: 0, height: token.controlHeight }}
    >
      <Button
        type="link"
        onClick={onStart}
        style={{
          minWidth: 0,
          paddingInline: token.paddingXXS,
          color: token.colorTextLightSolid,
          textDecoration: 'underline',
        }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          第一次来？
        </span>
      </Button>
      <CloseHintButton onDismiss={onDismiss} color={token.colorTextLightSolid} />
    </Flex>
  );
}
