import { useState } from 'react';
import { Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import {
  educationLabels,
  politicalStatusLabels,
  professionLabels,
  serviceIntentionLabels,
  skillLabels,
} from '@zyz/domain';
import { useUpdateUserSubmit } from '../api/security';
import { ProfileForm, useVolunteerProfile } from '../../register';
import { useFeedback } from '../../../lib/feedback';
import { InlineLoadFailed } from '../../../components/inline-load-failed';

const labelOf = (labels: Record<string, string>, code: string | null) =>
  code ? (labels[code] ?? code) : '未填写';

const tags = (labels: Record<string, string>, codes: string[]) =>
  codes.length === 0 ? '未填写' : codes.map((c) => <Tag key={c}>{labels[c] ?? c}</Tag>);

/** 个人资料: what registration's "perfect information" asked, shown and edited in place. */
export function ProfileFieldsCard() {
  const { message } = useFeedback();
  const profile = useVolunteerProfile(true);
  const save = useUpdateUserSubmit();
  const [isEditing, setEditing] = useState(false);

  return (
    <Card
      title="个人资料"
      data-testid="profile-fields"
      extra={
        profile.data ? (
          <Button
            size="small"
            onClick={() => setEditing(!isEditing)}
            data-testid="edit-profile-fields"
          >
            {isEditing ? '取消' : '编辑'}
          </Button>
        ) : null
      }
    >
      {profile.isError && !profile.data ? (
        <InlineLoadFailed
          title="个人资料加载失败"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : !profile.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : isEditing ? (
        <ProfileForm
          profile={profile.data}
          saving={save.isPending}
          onSave={(input) =>
            save.mutate(input, {
              onSuccess: () => {
                message.success('个人资料已保存');
                setEditing(false);
              },
            })
          }
        />
      ) : (
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="middle">
          <Descriptions.Item label="政治面貌">
            {labelOf(politicalStatusLabels, profile.data.politicalStatus)}
          </Descriptions.Item>
          <Descriptions.Item label="学历">
            {labelOf(educationLabels, profile.data.education)}
          </Descriptions.Item>
          <Descriptions.Item label="职业">
            {labelOf(professionLabels, profile.data.profession)}
          </Descriptions.Item>
          <Descriptions.Item label="个人技能">
            {tags(skillLabels, profile.data.skills)}
          </Descriptions.Item>
          <Descriptions.Item label="服务意向" span={2}>
            {tags(serviceIntentionLabels, profile.data.serviceIntentions)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
