import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { SearchSuggestions, isSuggestionKey, useSuggestionOptions } from './search-suggestions';

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

/** Spec §2 global search: clear button, Enter searches, 38px tall. */
export function GlobalSearch({
  onSearch,
  defaultValue = '',
  placeholder = '请输入！',
  width = '100%',
  suggest = true,
}: GlobalSearchProps) {
  const [value, setValue] = useState(defaultValue);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setTyped(value.trim()), debounceMs);
    return () => window.clearTimeout(timer);
  }, [value]);
  const suggestions = useSuggestionOptions(suggest ? typed : '');
  const submit = () => onSearch(value.trim());
  const input = (
    <Input
      onPressEnter={submit}
      allowClear
      placeholder={placeholder}
      enterKeyHint="search"
      aria-label="搜索"
      maxLength={50}
      suffix={
        <SearchOutlined
          role="button"
          aria-label="开始搜索"
          onClick={submit}
          style={{ cursor: 'pointer' }}
        />
      }
      style={{ height: 38 }}
      data-testid="global-search"
    />
  );
  return (
    <AutoComplete
      value={value}
      // Picking a suggestion opens its page; its key must not replace what was typed.
      onChange={(next: string) => {
        if (!isSuggestionKey(next)) setValue(next ?? '');
      }}
      options={suggestions.options}
      onSelect={(key: string) => suggestions.open(key)}
      style={{ width }}
      // Enter with no highlighted suggestion still searches missions as before.
      defaultActiveFirstOption={false}
      popupMatchSelectWidth
      notFoundContent={suggestions.empty ? <SearchSuggestions.Empty /> : null}
    >
      {input}
    </AutoComplete>
  );
}
