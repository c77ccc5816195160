import { Flex, theme as antdTheme, Typography } from 'antd';

interface PlatformMarkProps {
  /** Only the round badge, for the folded menu. */
  isCompact?: boolean;
  /** On the dark-red menu the text turns white; on light pages it stays the theme red. */
  onDark?: boolean;
}

/** The platform's badge and name; no image asset, so it stays sharp at any zoom. */
export function PlatformMark({ isCompact = false, onDark = false }: PlatformMarkProps) {
  const { token } = antdTheme.useToken();
  const badgeColor = onDark ? token.colorPrimary : token.colorWhite;
  const badgeBg = onDark ? token.colorWhite : token.colorPrimary;
  const textColor = onDark ? token.colorWhite : token.colorPrimary;
  return (
    <Flex align="center" gap={10} style={{ overflow: 'hidden', whiteSpace: 'nowrap' }}>
      <span
        aria-hidden
        style={{
          flex: 'none',
          width: 34,
          height: 34,
          borderRadius: '50%',
          background: badgeBg,
          color: badgeColor,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 700,
          fontSize: token.fontSizeLG,
        }}
      >
        志
      </span>
      {!isCompact && (
        <Flex vertical style={{ lineHeight: 1.25 }}>
          <Typography.Text strong style={{ color: textColor, fontSize: token.fontSizeLG }}>
            志愿服务平台
          </Typography.Text>
          {/* Full strength: at 80 % the red read at 4.2:1 at this small size. */}
          <Typography.Text style={{ color: textColor, fontSize: token.fontSizeSM }}>
            管理后台
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
