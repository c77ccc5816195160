import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { theme } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { SuggestionList } from './suggestion-list';
import { useSuggestions } from './search-suggestions';

interface GlobalSearchProps {
  onSearch: (keyword: string) => void;
  defaultValue?: string;
  placeholder?: string;
  /** Spec §9: 100% unless the caller narrows it. */
  width?: number | string;
  /** While typing, offer matching missions, organisations and articles (default on). */
  suggest?: boolean;
}

const debounceMs = 300;

/**
 * Spec §2 global search: clear button, Enter searches, 38px tall. A plain input with a small
 * combobox list: antd AutoComplete would bring the whole Select to every page that searches.
 */
export function GlobalSearch({
  onSearch,
  defaultValue = '',
  placeholder = '请输入！',
  width = '100%',
  suggest = true,
}: GlobalSearchProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState(defaultValue);
  const [typed, setTyped] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [isFocused, setFocused] = useState(false);
  const [isHovered, setHovered] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTyped(value.trim()), debounceMs);
    return () => window.clearTimeout(timer);
  }, [value]);
  const { groups, isEmpty } = useSuggestions(suggest ? typed : '');
  const items = groups.flatMap((g) => g.items);
  const isListShown = isOpen && (items.length > 0 || isEmpty);
  const optionId = (i: number) => `${listId}-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const submit = () => {
    close();
    onSearch(value.trim());
  };
  const pick = (index: number) => {
    const item = items[index];
    if (!item) return;
    close();
    navigate(item.href);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!isOpen) return setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (items.length === 0 ? -1 : (i + step + items.length) % items.length));
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing && isListShown && active >= 0) {
      // Enter on a highlighted suggestion opens it; otherwise the form sends the search.
      e.preventDefault();
      pick(active);
    } else if (e.key === 'Escape' && isListShown) {
      e.preventDefault();
      close();
    }
  };

  // A form, so Enter and the search button are a submit: tapped before the page has come alive,
  // it is held and sent once it has (lib/early-input.ts), with what was typed.
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      style={{ position: 'relative', width, margin: 0 }}
    >
      <span
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: token.marginXXS,
          // 38 px beside antd's 32 px controls; 54 px in 关怀模式.
          height: token.controlHeight + 6,
          boxSizing: 'border-box',
          paddingInline: token.paddingSM - 1,
          // The hero paints its text white; the box keeps the body colour for its icons.
          color: token.colorText,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px solid ${
            isFocused ? token.colorPrimary : isHovered ? token.colorPrimaryHover : token.colorBorder
          }`,
          borderRadius: token.borderRadius,
          boxShadow: isFocused ? `0 0 0 2px ${token.controlOutline}` : undefined,
          transition: `all ${token.motionDurationMid}`,
        }}
      >
        <input
          type="text"
          role="combobox"
          aria-label="搜索"
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-activedescendant={isListShown && active >= 0 ? optionId(active) : undefined}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setFocused(true);
            setOpen(true);
          }}
          onBlur={() => {
            setFocused(false);
            close();
          }}
          placeholder={placeholder}
          enterKeyHint="search"
          maxLength={50}
          autoComplete="off"
          data-testid="global-search"
          style={{
            flex: 1,
            minWidth: 0,
            height: '100%',
            padding: 0,
            border: 0,
            outline: 'none',
            background: 'transparent',
            font: 'inherit',
            color: token.colorText,
          }}
        />
        {value && (
          <CloseCircleFilled
            role="button"
            aria-label="清除"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setValue('')}
            style={{ color: token.colorTextQuaternary, cursor: 'pointer' }}
          />
        )}
        <button
          type="submit"
          aria-label="开始搜索"
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            // WCAG 2.5.8: a target of 24 × 24 px at least, larger than the icon it shows.
            minWidth: 24,
            minHeight: 24,
            padding: 0,
            border: 0,
            background: 'none',
            color: 'inherit',
            font: 'inherit',
            cursor: 'pointer',
          }}
        >
          <SearchOutlined />
        </button>
      </span>
      {isListShown && (
        <SuggestionList
          id={listId}
          groups={groups}
          isEmpty={isEmpty}
          active={active}
          optionId={optionId}
          onHover={setActive}
          onPick={pick}
        />
      )}
    </form>
  );
}
