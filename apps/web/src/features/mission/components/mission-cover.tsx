import { Flex, theme } from 'antd';
import { serviceTypeLabel } from '@zyz/domain';

interface MissionCoverProps {
  coverImage: string | null;
  missionType: string;
  subject: string;
  /** Width over height; the card uses 16:9, the detail page a wider banner. */
  aspectRatio?: string;
}

/** The cover image, or a red panel naming the service type when the organiser gave none. */
export function MissionCover({
  coverImage,
  missionType,
  subject,
  aspectRatio = '16 / 9',
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
        // A container may shrink the label for a thumbnail (global.css, .mission-card).
        fontSize: `var(--mission-cover-label-size, ${token.fontSizeHeading3}px)`,
        fontWeight: token.fontWeightStrong,
        letterSpacing: 'var(--mission-cover-label-spacing, 4px)',
        textAlign: 'center',
      }}
      aria-hidden
    >
      {serviceTypeLabel(missionType)}
    </Flex>
  );
}
