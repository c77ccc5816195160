import { useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

interface GlobalSearchProps {
  onSearch: (keyword: string) => void;
  defaultValue?: string;
  placeholder?: string;
  /** Spec §9: 100% unless the caller narrows it. */
  width?: number | string;
}

/** Spec §2 global search: clear button, Enter searches, 38px tall. */
export function GlobalSearch({
  onSearch,
  defaultValue = '',
  placeholder = '请输入！',
  width = '100%',
}: GlobalSearchProps) {
  const [value, setValue] = useState(defaultValue);
  const submit = () => onSearch(value.trim());
  return (
    <Input
      value={value}
      onChange={(e) => setValue(e.target.value)}
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
      style={{ width, height: 38 }}
      data-testid="global-search"
    />
  );
}
