import { useState } from 'react';
import { App, Button, Space } from 'antd';
import type { MissionStatus } from '@zyz/domain';
import { useNavigate } from 'react-router';
import { missionPaths } from '../../../lib/paths';
import { useChangeMissionStatus, type MissionTransition } from '../api/mission-transitions';
import { CopyMissionDialog } from './copy-mission-dialog';

interface Props {
  mission: { missionId: string; subject: string; status: MissionStatus; appliedCount: number };
  /** Table rows use compact links and include 查看; the detail page uses buttons. */
  variant: 'row' | 'page';
}

const confirmations: Record<MissionTransition, { title: string; content: string; ok: string }> = {
  publish: {
    title: '发布活动',
    content: '发布后志愿者即可在门户网站看到并报名该活动。',
    ok: '发布',
  },
  close: {
    title: '结束招募',
    content: '结束招募后志愿者将不能再报名，已报名的记录保持不变。',
    ok: '结束招募',
  },
  cancel: {
    title: '取消活动',
    content: '',
    ok: '取消活动',
  },
};

/** The status actions the contract allows for the mission's current status, nothing more. */
export function MissionActions({ mission, variant }: Props) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const change = useChangeMissionStatus();
  const [isCopying, setCopying] = useState(false);
  const { missionId, status } = mission;
  const isRow = variant === 'row';
  const linkType = isRow ? 'link' : 'default';
  const size = isRow ? 'small' : 'middle';

  const confirm = (transition: MissionTransition) => {
    const c = confirmations[transition];
    const isCancel = transition === 'cancel';
    const content = isCancel
      ? `确定取消「${mission.subject}」吗？${
          mission.appliedCount > 0 ? `已报名的 ${mission.appliedCount} 名志愿者` : '所有报名者'
        }将收到活动取消通知，报名全部作废，此操作不可撤销。`
      : c.content;
    const options = {
      title: isCancel ? c.title : `${c.title}「${mission.subject}」`,
      content,
      okText: c.ok,
      cancelText: isCancel ? '暂不取消' : '取消',
      okButtonProps: { danger: isCancel },
      onOk: async () => {
        try {
          await change.mutateAsync({ transition, missionId });
          void message.success(`${c.ok}成功`);
        } catch {
          // The refusal (e.g. someone else changed the status) was shown; the views refresh.
        }
      },
    };
    void (isCancel ? modal.warning({ ...options, okCancel: true }) : modal.confirm(options));
  };

  const canEdit = status === 'draft' || status === 'published';
  return (
    <Space size={isRow ? 0 : 8} wrap data-testid="mission-actions">
      {isRow && (
        <Button
          type="link"
          size={size}
          onClick={() => void navigate(missionPaths.detail(missionId))}
        >
          查看
        </Button>
      )}
      {canEdit && (
        <Button
          type={linkType}
          size={size}
          onClick={() => void navigate(missionPaths.edit(missionId))}
          data-testid="mission-edit"
        >
          编辑
        </Button>
      )}
      {status === 'draft' && (
        <Button
          type={isRow ? 'link' : 'primary'}
          size={size}
          onClick={() => confirm('publish')}
          data-testid="mission-publish"
        >
          发布
        </Button>
      )}
      {status === 'published' && (
        <Button
          type={linkType}
          size={size}
          onClick={() => confirm('close')}
          data-testid="mission-close"
        >
          结束招募
        </Button>
      )}
      <Button
        type={linkType}
        size={size}
        onClick={() => void navigate(missionPaths.applicants(missionId))}
        data-testid="mission-applicants"
      >
        报名管理
      </Button>
      {/* Rows stay short; the detail page carries the way to the shifts' attendance. */}
      {!isRow && status !== 'draft' && (
        <Button
          type={linkType}
          size={size}
          onClick={() => void navigate(missionPaths.attendance(missionId))}
          data-testid="mission-attendance"
        >
          考勤管理
        </Button>
      )}
      <Button
        type={linkType}
        size={size}
        onClick={() => setCopying(true)}
        data-testid="mission-copy"
      >
        {isRow ? '复制' : '复制活动'}
      </Button>
      {isCopying && <CopyMissionDialog mission={mission} open onClose={() => setCopying(false)} />}
      {status !== 'cancelled' && (
        <Button
          type={linkType}
          size={size}
          danger
          onClick={() => confirm('cancel')}
          data-testid="mission-cancel"
        >
          取消活动
        </Button>
      )}
    </Space>
  );
}
