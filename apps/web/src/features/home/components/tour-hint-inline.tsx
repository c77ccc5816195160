import { Button, Flex, theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';

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
      role="complementary"
      aria-label="新手指引提示"
      data-testid="home-tour-hint"
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
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label="关闭提示"
        onClick={onDismiss}
        style={{ flex: 'none', color: token.colorTextLightSolid }}
      />
    </Flex>
  );
}
