import { App, Card, Skeleton, Typography } from 'antd';
import { LoadFailed } from '../components/load-failed';
import { useSaveSiteSettings, useSiteSettings } from '../features/cms/api/site-settings';
import { SiteSettingsForm } from '../features/cms/components/site-settings-form';
import { CoverUpload } from '../components/cover-upload';

/** 站点设置: this node's header and footer pictures, ICP filing and contacts on the portal. */
export default function CmsSiteSettingsPage() {
  const { message } = App.useApp();
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();
  if (settings.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (settings.isError)
    return <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Card title="站点设置">
      <Typography.Paragraph type="secondary">
        {settings.data.districtName}的门户站点设置。留空的项目沿用上级组织的设置。
      </Typography.Paragraph>
      <SiteSettingsForm
        settings={settings.data}
        isSaving={save.isPending}
        headerImageInput={<CoverUpload label="上传页头图片" />}
        footerImageInput={<CoverUpload label="上传页脚图片" />}
        onSubmit={(input) =>
          save.mutate(input, { onSuccess: () => void message.success('站点设置已保存') })
        }
      />
    </Card>
  );
}
