import type { ReactNode } from 'react';
import { Container } from '../ui/container';
import { PageTitle } from '../ui/page-title';

export interface PageLayoutProps {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A standard content page under the site header: title block, then the screen's body. */
export function PageLayout({ title, eyebrow, description, children }: PageLayoutProps) {
  return (
    <Container className="py-14 sm:py-20">
      <PageTitle title={title} eyebrow={eyebrow} description={description} />
      {children && <div className="mt-10">{children}</div>}
    </Container>
  );
}
