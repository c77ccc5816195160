import { Button, Flex, theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';

/** What marks the hint for assistive technology and tests. */
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
 * A first visitor's invitation to the guide: 第一次来？ beside the hero's 新手指引 button, in the
 * hero's own free space, gone for good when closed or followed. A card in a corner covered half
 * a phone's screen of notices, and a desktop's figures, until it was closed. Where the hero has
 * room (768 px and up, global.css) it says what the guide shows. It shrinks (ellipsis) rather
 * than wrap, so the hero never grows when it appears.
 */
export function TourHint({ onStart, onDismiss }: { onStart: () => void; onDismiss: () => void }) {
  const { token } = theme.useToken();
  return (
    <Flex
      {...hintLandmark}
      className="first-visit-hint"
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
          <span className="first-visit-hint-more">花半分钟看看怎样找活动、查时长、办志愿者证</span>
        </span>
      </Button>
      <CloseHintButton onDismiss={onDismiss} color={token.colorTextLightSolid} />
    </Flex>
  );
}
