import { useMemo } from 'react';
import { Cascader } from 'antd';
import type { DistrictNode } from '../api/district-children';
import { useDistrictLevels } from '../api/district-levels';

interface DistrictCascaderProps {
  value: string[];
  /** Shown for a path handed over in a link, whose nodes the cascader has not loaded. */
  fallbackLabel: string;
  onChange: (path: string[], label: string) => void;
  /** Deepest tree level offered (e.g. 3 = counties, for a region); all levels by default. */
  maxLevel?: number;
  placeholder?: string;
  ariaLabel?: string;
  testId?: string;
}

interface DistrictOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: DistrictOption[];
}

/** The organisation tree, one level per click (the province has thousands of nodes). */
export function DistrictCascader({
  value,
  fallbackLabel,
  onChange,
  maxLevel = Infinity,
  placeholder = '所属组织（全部）',
  ariaLabel = '所属组织',
  testId = 'mission-filter-district',
}: DistrictCascaderProps) {
  const { roots, childrenOf, loadData } = useDistrictLevels();

  const options = useMemo(() => {
    const shown = (nodes: DistrictNode[]) => nodes.filter((n) => n.level <= maxLevel);
    const toOption = (node: DistrictNode): DistrictOption => {
      const children = childrenOf(node.districtId);
      return {
        value: node.districtId,
        label: node.name,
        isLeaf: !node.hasChildren || node.level >= maxLevel,
        children: children && shown(children).map(toOption),
      };
    };
    return shown(roots.data ?? []).map(toOption);
  }, [roots.data, childrenOf, maxLevel]);

  return (
    <Cascader<DistrictOption>
      value={value.length ? value : undefined}
      options={options}
      loadData={loadData}
      changeOnSelect
      allowClear
      placeholder={roots.isError ? '组织列表加载失败' : placeholder}
      notFoundContent={roots.isPending ? '加载中...' : '暂无组织'}
      displayRender={(labels, selected) =>
        selected?.length === value.length && selected.every(Boolean)
          ? labels.join(' / ')
          : fallbackLabel || labels.join(' / ')
      }
      onChange={(path, selected) =>
        onChange((path ?? []).map(String), (selected ?? []).map((o) => o.label).join(' / '))
      }
      style={{ width: '100%' }}
      aria-label={ariaLabel}
      data-testid={testId}
    />
  );
}
