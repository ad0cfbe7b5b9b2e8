import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useLanguage } from './LanguageContext';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES } from './languages';

/**
 * The language switch of the pages before a sign-in (docs/rules/i18n.md#choosing-the-language): a
 * labelled native select, so it works by keyboard and screen reader as is. Each language is named
 * in itself (`lang` on its option); the label is in the language shown. Plain Bootstrap classes:
 * it is on the first screen.
 */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const { language, choose } = useLanguage();
  const id = useId();
  return (
    <div className={`d-flex align-items-center justify-content-center gap-2 ${className}`}>
      <label htmlFor={id} className="small text-body-secondary">
        {t`Language`}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={language === 'pseudo' ? DEFAULT_LANGUAGE : language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void choose(next);
        }}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
