import { QrCode } from './QrCode.tsx';
import { SHARE_TARGETS, shareTargetUrl, type ShareTarget } from './share-targets.ts';
import './share-sheet.css';

export type ShareSheetTexts = {
  codeLabel: string;
  qrLabel: string;
  qrLoading: string;
  qrFailed: string;
  qrHint: string;
  nativeShare: string;
  targetsLabel: string;
} & Record<ShareTarget, string>;

export type ShareSheetProps = {
  /** The quiz link the code, the QR code and every button share. */
  link: string;
  /** The 6-character access code, shown large like a PIN. */
  code: string;
  /** The invitation to send (it contains the link). */
  message: string;
  /** Title for the phone's share sheet and the email subject. */
  subject: string;
  texts: ShareSheetTexts;
};

/** The browser's own share sheet, where it has one (phones, some desktops). */
const canShareNatively = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * A share sheet: the access code shown like a PIN, a QR code of the link, the phone's own share
 * sheet where it exists, and WhatsApp, Telegram, X and email links with the invitation. It carries
 * no product text: the caller passes `texts`.
 */
export function ShareSheet({ link, code, message, subject, texts }: ShareSheetProps) {
  const payload = { link, message, subject };
  const shareNatively = () => {
    // A cancelled share rejects (AbortError): nothing to report.
    navigator.share({ title: subject, text: message }).catch(() => undefined);
  };
  return (
    <div className="ql-share-sheet">
      <div className="ql-share-sheet__code-block">
        <p className="ql-share-sheet__code-label">{texts.codeLabel}</p>
        <p className="ql-share-sheet__code" aria-hidden="true">
          {[...code].map((char, index) => (
            <span key={index} className="ql-share-sheet__code-char">
              {char}
            </span>
          ))}
        </p>
        {/* Spelled out, so a screen reader reads "A B 1 2 C D", not a word. */}
        <p className="ql-visually-hidden">{[...code].join(' ')}</p>
      </div>
      <figure className="ql-share-sheet__qr">
        <QrCode value={link} label={texts.qrLabel} loadingText={texts.qrLoading} failedText={texts.qrFailed} />
        <figcaption>{texts.qrHint}</figcaption>
      </figure>
      <ul className="ql-share-sheet__targets" aria-label={texts.targetsLabel}>
        {canShareNatively() ? (
          <li>
            <button type="button" className="ql-button ql-button--primary ql-share-sheet__target" onClick={shareNatively}>
              {texts.nativeShare}
            </button>
          </li>
        ) : null}
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            <a
              className={`ql-button ql-button--outline ql-share-sheet__target ql-share-sheet__target--${target}`}
              href={shareTargetUrl(target, payload)}
              target={target === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
            >
              {texts[target]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
