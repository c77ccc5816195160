import { Flex, theme } from 'antd';
import { serviceTypeLabel } from '@zyz/domain';

interface MissionCoverProps {
  coverImage: string | null;
  missionType: string;
  subject: string;
  /** Width over height; the card uses 16:9, the detail page a wider banner. */
  aspectRatio?: string;
  /** A thumbnail: the type name in body size. */
  isCompact?: boolean;
  /** Thumbnail or cover as the container's CSS says (--mission-cover-label-*), not the prop. */
  isResponsive?: boolean;
}

/** The cover image, or a red panel naming the service type when the organiser gave none. */
export function MissionCover({
  coverImage,
  missionType,
  subject,
  aspectRatio = '16 / 9',
  isCompact = false,
  isResponsive = false,
}: MissionCoverProps) {
  const { token } = theme.useToken();
  const frame = { aspectRatio, width: '100%', display: 'block' } as const;
  if (coverImage)
    return (
      <img
        src={coverImage}
        alt={subject}
        loading="lazy"
        style={{ ...frame, objectFit: 'cover', background: token.colorFillSecondary }}
      />
    );
  return (
    <Flex
      align="center"
      justify="center"
      style={{
        ...frame,
        display: 'flex',
        background: `linear-gradient(135deg, ${token.colorPrimary}, ${token.colorPrimaryActive})`,
        color: token.colorTextLightSolid,
        fontSize: isResponsive
          ? `var(--mission-cover-label-size, ${token.fontSizeHeading3}px)`
          : isCompact
            ? token.fontSize
            : token.fontSizeHeading3,
        fontWeight: token.fontWeightStrong,
        letterSpacing: isResponsive ? 'var(--mission-cover-label-spacing, 4px)' : isCompact ? 1 : 4,
        textAlign: 'center',
      }}
      aria-hidden
    >
      {serviceTypeLabel(missionType)}
    </Flex>
  );
}
