import React from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatUpdateDate, isoDateTime} from '@site/src/lib/updateDate';

/** The "last updated" line of a doc page's footer, dated without Intl (src/lib/updateDate.ts). */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props) {
  const {i18n} = useDocusaurusContext();
  const calendar = i18n.localeConfigs[i18n.currentLocale]?.calendar;
  let atDate: React.ReactNode = '';
  if (lastUpdatedAt) {
    const date = new Date(lastUpdatedAt);
    atDate = (
      <Translate
        id="theme.lastUpdated.atDate"
        description="The words used to describe on which date a page has been last updated"
        values={{
          date: (
            <b>
              <time dateTime={isoDateTime(date)} itemProp="dateModified">
                {formatUpdateDate(date, i18n.currentLocale, calendar)}
              </time>
            </b>
          ),
        }}>
        {' on {date}'}
      </Translate>
    );
  }
  const byUser = lastUpdatedBy ? (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  ) : (
    ''
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{atDate, byUser}}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
