import { Typography } from 'antd';
import type { Agreement } from '../agreements';

/** An agreement's sections as headed paragraphs. */
export function AgreementText({ agreement }: { agreement: Agreement }) {
  return (
    <>
      {agreement.sections.map((section, i) => (
        <section key={i}>
          {section.heading && (
            <Typography.Title level={5} style={{ marginTop: 12 }}>
              {section.heading}
            </Typography.Title>
          )}
          {section.paragraphs.map((p, j) => (
            <Typography.Paragraph key={j}>{p}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </>
  );
}
