import { useEffect } from 'react';
import { Button, Checkbox, Form, Select } from 'antd';
import {
  educationLabels,
  politicalStatusLabels,
  professionLabels,
  serviceIntentionLabels,
  skillLabels,
  type ProfileInput,
  type VolunteerProfile,
} from '@zyz/domain';

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

interface FormValues {
  politicalStatus?: string;
  education?: string;
  profession?: string;
  skills: string[];
  serviceIntentions: string[];
}

interface ProfileFormProps {
  profile: VolunteerProfile;
  saving: boolean;
  onSave: (input: ProfileInput) => void;
}

/** Political status, education, profession, skills and service intentions. */
export function ProfileForm({ profile, saving, onSave }: ProfileFormProps) {
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    form.setFieldsValue({
      politicalStatus: profile.politicalStatus ?? undefined,
      education: profile.education ?? undefined,
      profession: profile.profession ?? undefined,
      skills: profile.skills,
      serviceIntentions: profile.serviceIntentions,
    });
  }, [form, profile]);

  const select = (name: keyof FormValues, label: string, labels: Record<string, string>) => (
    <Form.Item name={name} label={label} rules={[{ required: true, message: `请选择${label}` }]}>
      <Select
        options={optionsOf(labels)}
        placeholder={`请选择${label}`}
        data-testid={`profile-${name}`}
      />
    </Form.Item>
  );

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onFinish={(v) =>
        onSave({
          politicalStatus: v.politicalStatus as ProfileInput['politicalStatus'],
          education: v.education as ProfileInput['education'],
          profession: v.profession as ProfileInput['profession'],
          skills: v.skills as ProfileInput['skills'],
          serviceIntentions: v.serviceIntentions as ProfileInput['serviceIntentions'],
        })
      }
      data-testid="profile-form"
    >
      {select('politicalStatus', '政治面貌', politicalStatusLabels)}
      {select('education', '学历', educationLabels)}
      {select('profession', '职业', professionLabels)}
      <Form.Item
        name="skills"
        label="个人技能（选填，最多8项）"
        rules={[{ type: 'array', max: 8, message: '个人技能最多选择8项' }]}
      >
        <Checkbox.Group options={optionsOf(skillLabels)} data-testid="profile-skills" />
      </Form.Item>
      <Form.Item
        name="serviceIntentions"
        label="服务意向（1到6项）"
        rules={[
          { type: 'array', required: true, min: 1, message: '请至少选择一项服务意向' },
          { type: 'array', max: 6, message: '服务意向最多选择6项' },
        ]}
      >
        <Checkbox.Group
          options={optionsOf(serviceIntentionLabels)}
          data-testid="profile-intentions"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={saving}
        data-testid="profile-submit"
      >
        保存
      </Button>
    </Form>
  );
}
