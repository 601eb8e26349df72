import React from 'react';
import Paginator from '@theme-init/DocItem/Paginator';
import type PaginatorType from '@theme/DocItem/Paginator';
import type {WrapperProps} from '@docusaurus/types';
import ReportProblem from '@site/plugins/reader-tools/components/ReportProblem';

type Props = WrapperProps<typeof PaginatorType>;

/** "Report a problem with this page" right after the page, before Previous/Next. */
export default function PaginatorWithReport(props: Props) {
  return (
    <>
      <ReportProblem />
      <Paginator {...props} />
    </>
  );
}
