import { useState } from 'react';
import { Button, Card, Flex, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import {
  useMyQualifications,
  useQualificationVocabulary,
  useSaveMyQualifications,
} from '../api/qualifications';
import { useFeedback } from '../../../lib/feedback';
import { InlineLoadFailed } from '../../../components/inline-load-failed';

/**
 * 技能证书: the certificates the volunteer holds, from the federation's list. Missions may require
 * one to apply (报名条件); the organiser sees what each applicant declared.
 */
export function QualificationsCard({ userId }: { userId: string }) {
  const { message } = useFeedback();
  const mine = useMyQualifications(userId);
  const [draft, setDraft] = useState<string[] | null>(null);
  const isEditing = draft !== null;
  const vocabulary = useQualificationVocabulary(isEditing);
  const save = useSaveMyQualifications(userId);

  const submit = () =>
    save.mutate(draft ?? [], {
      onSuccess: () => {
        message.success('技能证书已保存');
        setDraft(null);
      },
    });

  return (
    <Card
      title="技能证书"
      data-testid="qualifications"
      extra={
        mine.data && !isEditing ? (
          <Button
            size="small"
            onClick={() => setDraft(mine.data.list.map((q) => q.code))}
            data-testid="edit-qualifications"
          >
            编辑
          </Button>
        ) : null
      }
    >
      {mine.isError && !mine.data ? (
        <InlineLoadFailed
          title="技能证书加载失败"
          error={mine.error}
          onRetry={() => void mine.refetch()}
        />
      ) : !mine.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : isEditing ? (
        <Flex vertical gap="small">
          <Select
            mode="multiple"
            value={draft}
            onChange={setDraft}
            loading={vocabulary.isPending}
            options={(vocabulary.data ?? []).map((q) => ({ value: q.code, label: q.name }))}
            optionFilterProp="label"
            placeholder="选择您持有的技能证书"
            style={{ width: '100%' }}
            aria-label="技能证书"
            data-testid="qualifications-select"
          />
          <Typography.Text type="secondary">
            请如实登记；组织方可能在活动现场查验证书原件。
          </Typography.Text>
          <Space>
            <Button
              type="primary"
              loading={save.isPending}
              onClick={submit}
              data-testid="save-qualifications"
            >
              保存
            </Button>
            <Button onClick={() => setDraft(null)} disabled={save.isPending}>
              取消
            </Button>
          </Space>
        </Flex>
      ) : mine.data.list.length === 0 ? (
        <Typography.Text type="secondary">
          未登记。有些活动要求持有急救证、教师资格证等才能报名。
        </Typography.Text>
      ) : (
        <Space size={[8, 8]} wrap>
          {mine.data.list.map((q) => (
            <Tag key={q.code} icon={<SafetyCertificateOutlined />}>
              {q.name}
            </Tag>
          ))}
        </Space>
      )}
    </Card>
  );
}
