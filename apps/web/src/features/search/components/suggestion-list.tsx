import { theme } from 'antd';
import { oneLineClass } from '../../../components/home-panel';
import type { SuggestionGroup } from './search-suggestions';

interface SuggestionListProps {
  id: string;
  groups: SuggestionGroup[];
  isEmpty: boolean;
  /** Index into all the groups' items, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onPick: (index: number) => void;
}

/** The search box's popup: a listbox of missions, organisations and articles in groups. */
export function SuggestionList({
  id,
  groups,
  isEmpty,
  active,
  optionId,
  onHover,
  onPick,
}: SuggestionListProps) {
  const { token } = theme.useToken();
  let index = -1;
  return (
    <div
      id={id}
      role="listbox"
      aria-label="搜索建议"
      // A click on an option must not blur the input first (blur closes the list).
      onMouseDown={(e) => e.preventDefault()}
      style={{
        position: 'absolute',
        insetInline: 0,
        top: '100%',
        marginTop: token.marginXXS,
        zIndex: token.zIndexPopupBase + 50,
        maxHeight: 400,
        overflowY: 'auto',
        padding: token.paddingXXS,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        color: token.colorText,
        textAlign: 'start',
      }}
    >
      {isEmpty && (
        <div
          style={{
            padding: `${token.paddingXS}px ${token.paddingSM}px`,
            color: token.colorTextSecondary,
          }}
        >
          没有找到相关的活动、组织或新闻
        </div>
      )}
      {groups.map((group) => (
        <div key={group.section} role="group" aria-label={group.label}>
          <div
            role="presentation"
            style={{
              padding: `${token.paddingXXS}px ${token.paddingSM}px`,
              fontSize: token.fontSizeSM,
              color: token.colorTextDescription,
            }}
          >
            {group.label}
          </div>
          {group.items.map((item) => {
            index += 1;
            const at = index;
            return (
              <div
                key={item.key}
                id={optionId(at)}
                role="option"
                aria-selected={at === active}
                onMouseEnter={() => onHover(at)}
                onClick={() => onPick(at)}
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: token.marginXS,
                  padding: `5px ${token.paddingSM}px 5px ${token.paddingLG}px`,
                  borderRadius: token.borderRadiusSM,
                  cursor: 'pointer',
                  background: at === active ? token.controlItemBgHover : undefined,
                  color: item.isMore ? token.colorLink : undefined,
                }}
              >
                <span className={oneLineClass}>{item.title}</span>
                {item.extra && (
                  <span
                    className={oneLineClass}
                    style={{ maxWidth: '40%', color: token.colorTextSecondary }}
                  >
                    {item.extra}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
