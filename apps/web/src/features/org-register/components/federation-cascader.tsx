import { useMemo } from 'react';
import { Cascader } from 'antd';
import { DistrictLevel } from '@zyz/domain';
import { useDistrictLevels, type DistrictNode } from '../../mission';

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

interface FederationCascaderProps {
  value?: string[];
  onChange?: (path: string[]) => void;
  id?: string;
}

const isFederation = (n: DistrictNode) => n.level < DistrictLevel.Organization;

/**
 * The parent an organisation registers under: a federation (province, city or county), picked
 * one level per click. Organisations are left out, since they cannot have members of their own kind.
 */
export function FederationCascader({ value, onChange, id }: FederationCascaderProps) {
  const { roots, childrenOf, loadData } = useDistrictLevels();

  const options = useMemo(() => {
    const toOption = (node: DistrictNode): Option => ({
      value: node.districtId,
      label: node.name,
      isLeaf: !node.hasChildren || node.level >= DistrictLevel.County,
      children: childrenOf(node.districtId)?.filter(isFederation).map(toOption),
    });
    return (roots.data ?? []).filter(isFederation).map(toOption);
  }, [roots.data, childrenOf]);

  return (
    <Cascader<Option>
      id={id}
      value={value}
      options={options}
      loadData={loadData}
      changeOnSelect
      placeholder={roots.isError ? '组织列表加载失败，请刷新重试' : '请选择上级志愿者联合会'}
      notFoundContent={roots.isPending ? '加载中...' : '暂无组织'}
      onChange={(path) => onChange?.((path ?? []).map(String))}
      style={{ width: '100%' }}
      data-testid="org-reg-parent"
    />
  );
}
