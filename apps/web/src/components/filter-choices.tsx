import { Radio, Tabs } from 'antd';

interface Choice {
  key: string;
  label: string;
}

/**
 * The choices of a list's filter (状态, 类型). A desk shows them as tabs; a phone as buttons
 * that wrap onto a second row, all in view: a tab strip too wide for the phone scrolled some
 * out of sight behind a "more" button, which sat in the tab list where only tabs may.
 */
export function FilterChoices({
  label,
  choices,
  value,
  onChange,
  isDesktop,
  testId,
}: {
  /** What is chosen, for a screen reader (the buttons' group is named by it). */
  label: string;
  choices: ReadonlyArray<Choice>;
  value: string;
  onChange: (key: string) => void;
  isDesktop: boolean;
  testId: string;
}) {
  if (isDesktop)
    return (
      <Tabs
        activeKey={value}
        items={choices.map((c) => ({ key: c.key, label: c.label }))}
        onChange={onChange}
        data-testid={testId}
      />
    );
  return (
    <Radio.Group
      aria-label={label}
      optionType="button"
      buttonStyle="solid"
      value={value}
      options={choices.map((c) => ({ value: c.key, label: c.label }))}
      onChange={(e) => onChange(e.target.value as string)}
      style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, margin: '12px 0' }}
      data-testid={testId}
    />
  );
}
