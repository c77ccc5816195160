import { useState } from 'react';
import { TreeSelect } from 'antd';
import { DistrictLevel } from '@zyz/domain';
import { getDistrictChildren } from '../api/district-children';

export interface OwnDistrict {
  districtId: string;
  districtName: string;
  level: number;
}

interface TreeNode {
  id: string;
  pId?: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

interface Props {
  own: OwnDistrict;
  /** The name of the current value when it may lie below a node not yet opened (an edit). */
  currentName?: string;
  value?: string;
  /** With the chosen node's name, for a caller that shows it where the tree is not loaded. */
  onChange?: (value: string | undefined, name: string | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
}

/**
 * The organiser's own node and, opened on demand, the nodes below it: an organisation can
 * only act for itself or its subtree, so nothing above is offered. An organisation (a leaf
 * of the tree) has nothing to open.
 */
export function DistrictTreeSelect(props: Props) {
  const { own, currentName, value, onChange, placeholder, allowClear, id } = props;
  const [nodes, setNodes] = useState<TreeNode[]>([
    {
      id: own.districtId,
      value: own.districtId,
      title: own.districtName,
      isLeaf: own.level >= DistrictLevel.Organization,
    },
  ]);

  // A failed read rejects: the tree then stops spinning and reads the node again when it is
  // opened again (the client's toast says why), instead of taking it for a leaf.
  const loadData = async (node: { value?: unknown }) => {
    const parentId = typeof node.value === 'string' ? node.value : '';
    if (!parentId || nodes.some((n) => n.pId === parentId)) return;
    const children = await getDistrictChildren(parentId);
    setNodes((prev) => [
      ...prev.map((n) => (n.id === parentId && children.length === 0 ? { ...n, isLeaf: true } : n)),
      ...children.map((c) => ({
        id: c.districtId,
        pId: parentId,
        value: c.districtId,
        title: c.name,
        isLeaf: !c.hasChildren,
      })),
    ]);
  };

  const titleOf = (id: string | undefined) => nodes.find((n) => n.value === id)?.title;

  return (
    <TreeSelect
      id={id}
      treeDataSimpleMode
      treeData={nodes}
      loadData={loadData}
      // Label and value together, so a node deeper than the loaded levels still shows its name.
      labelInValue
      value={value ? { value, label: titleOf(value) ?? currentName ?? value } : undefined}
      onChange={(v?: { value: string; label?: unknown }) => onChange?.(v?.value, titleOf(v?.value))}
      placeholder={placeholder}
      allowClear={allowClear}
      showSearch={false}
      treeDefaultExpandedKeys={[own.districtId]}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
      data-testid="district-select"
    />
  );
}
