import { theme } from 'antd';
import { StarFilled } from '@ant-design/icons';

/**
 * The volunteer's star level (0–5, the server's `starLevel`, worked out by starLevelForMinutes
 * as on the card image) as antd's read-only Rate draws it, without the Rate component. With
 * `showLabel` the level is also written out beside the stars.
 */
export function StarLevel({ level, showLabel = false }: { level: number; showLabel?: boolean }) {
  const { token } = theme.useToken();
  return (
    <span
      data-testid="star-level"
      data-level={level}
      style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}
    >
      <span role="img" aria-label={`星级 ${level}/5`} style={{ display: 'inline-flex', gap: 4 }}>
        {[1, 2, 3, 4, 5].map((n) => (
          <StarFilled
            key={n}
            style={{ color: n <= level ? token.yellow6 : token.colorFillContent }}
          />
        ))}
      </span>
      {showLabel && (
        <span style={{ color: token.colorTextSecondary }}>
          {level > 0 ? `${level}星` : '未评星'}
        </span>
      )}
    </span>
  );
}
