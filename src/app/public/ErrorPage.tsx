import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { PublicFrame } from './PublicFrame';

/** docs/rules/session.md#public-routes lists the error pages without content; docs/rules/session.md#auth-screens: short, helpful, a way back. */
const ERROR_PAGES = {
  '400': {
    title: msg`The request could not be understood`,
    text: msg`Something in the address or the form was not what StoreOps expected. Go back and try again.`,
  },
  '401': { title: msg`Please sign in`, text: msg`You need to be signed in to see this page. Your session may have ended.` },
  '403': { title: msg`Access denied`, text: msg`Your account is not allowed to do this. Ask a manager if you think you should be.` },
  '404': { title: msg`Page not found`, text: msg`The address may be mistyped, or the page has moved.` },
  '408': { title: msg`The request took too long`, text: msg`The server did not answer in time. Check your connection and try again.` },
  '500': {
    title: msg`Something went wrong on our side`,
    text: msg`The server ran into a problem. Try again in a moment; your data is safe.`,
  },
} as const;

export type ErrorCode = keyof typeof ERROR_PAGES;

const isErrorCode = (code: string | undefined): code is ErrorCode => code !== undefined && code in ERROR_PAGES;

export function ErrorPage({ code }: { code?: ErrorCode }) {
  const { i18n } = useLingui();
  const params = useParams();
  const param = params.code;
  const shown: ErrorCode = code ?? (isErrorCode(param) ? param : '404');
  const page = ERROR_PAGES[shown];
  return (
    <PublicFrame eyebrow={shown} title={i18n._(page.title)}>
      <p className="mb-0">{i18n._(page.text)}</p>
    </PublicFrame>
  );
}

/** Unknown paths show the 404 page. */
export function NotFoundPage() {
  return <ErrorPage code="404" />;
}
