import { useMatches } from 'react-router';
import { Typography } from 'antd';
import { agreements, type AgreementSlug } from '../features/register/agreements';
import { AgreementText } from '../features/register/components/agreement-text';
import { RegisterCard } from '../features/register/components/register-card';
import { NotFoundResult } from '../components/not-found-result';

/** /registered/agreement/{slug}: an agreement on its own page, for reading or printing. */
export default function RegisteredAgreementPage() {
  const matches = useMatches();
  const slug = matches.at(-1)?.pathname.split('/').at(-1) as AgreementSlug | undefined;
  const agreement = slug ? agreements[slug] : undefined;
  if (!agreement) return <NotFoundResult />;
  return (
    <RegisterCard title={agreement.title} testId={`agreement-page-${agreement.slug}`}>
      <AgreementText agreement={agreement} />
      <Typography.Paragraph type="secondary" style={{ textAlign: 'right' }}>
        广东省志愿者联合会
      </Typography.Paragraph>
    </RegisterCard>
  );
}
