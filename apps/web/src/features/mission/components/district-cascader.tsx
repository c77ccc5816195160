import { useMemo, useState } from 'react';
import { Cascader } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  districtChildrenOptions,
  useDistrictRoots,
  type DistrictNode,
} from '../api/district-children';

interface DistrictCascaderProps {
  value: string[];
  /** Shown for a path handed over in a link, whose nodes the cascader has not loaded. */
  fallbackLabel: string;
  onChange: (path: string[], label: string) => void;
}

interface DistrictOption {
  value: string;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: DistrictOption[];
}

/** The organisation tree, one level per click (the province has thousands of nodes). */
export function DistrictCascader({ value, fallbackLabel, onChange }: DistrictCascaderProps) {
  const queryClient = useQueryClient();
  const roots = useDistrictRoots();
  const [childrenOf, setChildrenOf] = useState<Record<string, DistrictNode[]>>({});
  const [loadingId, setLoadingId] = useState<string | null>(null);

  const options = useMemo(() => {
    const toOption = (node: DistrictNode): DistrictOption => ({
      value: node.districtId,
      label: node.name,
      isLeaf: !node.hasChildren,
      loading: loadingId === node.districtId,
      children: childrenOf[node.districtId]?.map(toOption),
    });
    return (roots.data ?? []).map(toOption);
  }, [roots.data, childrenOf, loadingId]);

  const loadData = async (selected: DistrictOption[]) => {
    const target = selected.at(-1);
    if (!target || childrenOf[target.value]) return;
    setLoadingId(target.value);
    try {
      const nodes = await queryClient.fetchQuery(districtChildrenOptions(target.value));
      setChildrenOf((prev) => ({ ...prev, [target.value]: nodes }));
    } finally {
      setLoadingId(null);
    }
  };

  return (
    <Cascader<DistrictOption>
      value={value.length ? value : undefined}
      options={options}
      loadData={(selected) => void loadData(selected)}
      changeOnSelect
      allowClear
      placeholder={roots.isError ? '组织列表加载失败' : '所属组织（全部）'}
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
      aria-label="所属组织"
      data-testid="mission-filter-district"
    />
  );
}
