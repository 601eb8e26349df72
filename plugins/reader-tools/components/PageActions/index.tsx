import React, {useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Popover from '@site/src/components/Popover';
import {
  chatAssistants,
  chatPrompt,
  twinPath,
} from '@site/plugins/reader-tools/lib/actions';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** Moves focus between the menu's links with the arrow, Home and End keys. */
function onMenuKeyDown(event: React.KeyboardEvent<HTMLUListElement>) {
  const links = Array.from(event.currentTarget.querySelectorAll('a'));
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = {
    ArrowDown: (index + 1) % links.length,
    ArrowUp: (index - 1 + links.length) % links.length,
    Home: 0,
    End: links.length - 1,
  }[event.key];
  if (next === undefined || !links.length) return;
  event.preventDefault();
  links[next]!.focus();
}

/**
 * Copies the page's Markdown twin. The clipboard item is created during the
 * click with the download still under way (Safari needs the user's gesture).
 */
async function copyTwin(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': text.then(
          (value) => new Blob([value], {type: 'text/plain'}),
        ),
      }),
    ]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/**
 * The actions under a doc's title (inserted by plugins/reader-tools/remark.ts,
 * never on a password-protected page): copy the page as Markdown, view the
 * Markdown twin, open the page in a chat assistant.
 */
export default function PageActions() {
  const {metadata} = useDoc();
  const {siteConfig, i18n} = useDocusaurusContext();
  const [status, setStatus] = useState<Status>('idle');
  const twin = twinPath(metadata.permalink);
  const twinUrl = `${siteConfig.url}${twin}`;
  const prompt = chatPrompt(i18n.currentLocale, twinUrl);

  const copy = () => {
    copyTwin(twin).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.actions} data-search-ignore data-md-skip>
      <button type="button" className={styles.action} onClick={copy}>
        <Translate
          id="pageActions.copy"
          description="Button that copies the page as Markdown">
          Copy page
        </Translate>
      </button>
      <Link
        className={styles.action}
        href={`pathname://${twin}`}
        type="text/markdown">
        <Translate
          id="pageActions.view"
          description="Link to the Markdown version of the page">
          View as Markdown
        </Translate>
      </Link>
      <Popover
        kind="dropdown"
        label={translate({
          id: 'pageActions.openIn.menu',
          message: 'Chat assistants',
          description: 'Accessible name of the Open in menu',
        })}
        options={{placement: 'bottom-start'}}
        content={
          <ul className={styles.menu} onKeyDown={onMenuKeyDown}>
            {chatAssistants(i18n.currentLocale).map((assistant) => (
              <li key={assistant.name}>
                <Link
                  className="dropdown__link"
                  href={assistant.url(prompt)}
                  target="_blank"
                  rel="noopener noreferrer">
                  {assistant.name}
                </Link>
              </li>
            ))}
          </ul>
        }>
        <button
          type="button"
          className={`${styles.action} ${styles.trigger}`}
          aria-haspopup="true">
          <Translate
            id="pageActions.openIn"
            description="Button that opens the list of chat assistants">
            Open in
          </Translate>
        </button>
      </Popover>
      <span className={styles.status} role="status">
        {status === 'copied' &&
          translate({
            id: 'pageActions.copied',
            message: 'Copied as Markdown',
            description: 'Said after the page was copied',
          })}
        {status === 'failed' &&
          translate({
            id: 'pageActions.copyFailed',
            message: 'Could not copy: use View as Markdown instead',
            description: 'Said when copying the page failed',
          })}
      </span>
    </div>
  );
}
