import React, {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  decryptPayload,
  webCrypto,
  WrongPasswordError,
  type EncryptedPayload,
} from '@site/src/lib/encryption';
import styles from './styles.module.css';

/** Props as the build writes them (plugins/encrypt/remark.ts): all strings. */
type Props = Record<keyof EncryptedPayload, string>;

type Status =
  | {state: 'locked'}
  | {state: 'busy'}
  | {state: 'wrong'}
  | {state: 'failed'}
  | {state: 'open'; html: string};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/**
 * The body of a password-protected page: a password form until the reader
 * gives the right password, then the decrypted HTML. Decryption happens here,
 * in the browser, with WebCrypto (src/lib/encryption.ts); the build wrote only
 * cipher text.
 */
export default function EncryptedContent(props: Props) {
  const isBrowser = useIsBrowser();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const [status, setStatus] = useState<Status>({state: 'locked'});

  // Once open: focus the content, and honour a #fragment that points into it.
  useEffect(() => {
    if (status.state !== 'open' || !content.current) return;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target && content.current.contains(target)) target.scrollIntoView();
    else content.current.focus({preventScroll: true});
  }, [status]);

  async function unlock(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = input.current?.value ?? '';
    if (!password || status.state === 'busy') return;
    setStatus({state: 'busy'});
    try {
      const html = await decryptPayload(
        {
          version: Number(props.version),
          iterations: Number(props.iterations),
          salt: props.salt,
          iv: props.iv,
          cipher: props.cipher,
          mac: props.mac,
        },
        password,
      );
      setStatus({state: 'open', html});
    } catch (error) {
      setStatus({
        state: error instanceof WrongPasswordError ? 'wrong' : 'failed',
      });
      if (!(error instanceof WrongPasswordError)) console.error(error);
      input.current?.focus();
      input.current?.select();
    }
  }

  // Links in the decrypted HTML navigate inside the app, like other links.
  function followLink(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a');
    if (!link || !isPlainClick(event) || link.target) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    history.push(url.pathname + url.search + url.hash);
  }

  if (status.state === 'open') {
    return (
      <div
        ref={content}
        tabIndex={-1}
        className={styles.content}
        onClick={followLink}
        dangerouslySetInnerHTML={{__html: status.html}}
      />
    );
  }

  // crypto.subtle exists only in secure contexts (https, 127.0.0.1).
  const unsupported = isBrowser && !webCrypto();
  const disabled = !isBrowser || unsupported;
  const busy = status.state === 'busy';
  const message = unsupported
    ? translate({
        id: 'encrypted.unsupported',
        message:
          'This browser cannot decrypt the page here: it needs a secure connection (HTTPS) with Web Crypto.',
        description: 'Shown when WebCrypto is unavailable',
      })
    : status.state === 'wrong'
      ? translate({
          id: 'encrypted.wrongPassword',
          message: 'Wrong password. Please try again.',
          description: 'Shown when the password of a protected page is wrong',
        })
      : status.state === 'failed'
        ? translate({
            id: 'encrypted.failed',
            message: 'This page could not be decrypted.',
            description: 'Shown when protected content is damaged',
          })
        : '';
  return (
    <form
      // Tells plugins/reader-tools that this page has no Markdown twin.
      data-encrypted
      className={styles.form}
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      onSubmit={unlock}>
      <p id={`${id}-title`} className={styles.title}>
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
          />
        </svg>
        <Translate id="encrypted.title">
          This page is protected by a password.
        </Translate>
      </p>
      <label htmlFor={`${id}-password`} className={styles.label}>
        <Translate id="encrypted.password">Password</Translate>
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-password`}
          className={styles.input}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          disabled={disabled}
          aria-invalid={status.state === 'wrong'}
          aria-describedby={`${id}-message`}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={disabled || busy}>
          {busy ? (
            <Translate id="encrypted.unlocking">Unlocking…</Translate>
          ) : (
            <Translate id="encrypted.unlock">Unlock</Translate>
          )}
        </button>
      </div>
      <p id={`${id}-message`} role="alert" className={styles.message}>
        {message}
      </p>
    </form>
  );
}
