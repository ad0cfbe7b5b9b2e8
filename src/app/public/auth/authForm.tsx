import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { getFieldErrors, requestError } from '@/api/errors';
import { FieldIdPrefix } from '@/components/form/fieldId';
import { entityResolver } from '@/components/form/formErrors';
import { TextInput } from '@/components/form/TextInput';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { MIN_PASSWORD_LENGTH } from './validation';

/*
 * The auth forms on the form kit. Apart from formParts.tsx: the sign-in form is on the first
 * screen and uses the kit's light core (`TextControl`, no react-hook-form), within the bundle budget.
 */

/** The rules of an auth form: field → message, undefined where the value is fine (run when the form is sent). */
type Rules<V> = (values: V) => Partial<Record<keyof V & string, string | undefined>>;

/**
 * An auth form on the form kit: react-hook-form with the kit's resolver, which runs `rules` when
 * the form is sent (the messages in the language shown) and sends nothing while a field is wrong;
 * the server's `fieldErrors` of the last call show at their fields. Typed values stay on failure.
 */
export function useAuthForm<V extends Record<string, string>>(defaultValues: V, rules: Rules<V>, serverError: unknown) {
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: entityResolver<V>({ validate: (values) => messagesOf(rules(values)) }),
    // As before the kit: a field's message changes when the form is sent again, not while typing.
    reValidateMode: 'onSubmit',
  });
  const { setError } = form;
  useEffect(() => {
    for (const [name, message] of Object.entries(getFieldErrors(requestError(serverError))))
      setError(name as Path<V>, { type: 'server', message });
  }, [serverError, setError]);
  return form;
}

function messagesOf(found: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(found)) if (message) out[name] = message;
  return out;
}

/** The frame of an auth form: the kit's fields inside find it; one send at a time, and only valid values. */
export function AuthForm<V extends FieldValues>({
  form,
  idPrefix,
  label,
  onValid,
  children,
}: {
  form: UseFormReturn<V>;
  idPrefix: string;
  label: string;
  onValid: (values: V) => Promise<unknown>;
  children: ReactNode;
}) {
  const guard = useSubmitGuard();
  return (
    <FormProvider {...form}>
      <FieldIdPrefix.Provider value={idPrefix}>
        <Form noValidate onSubmit={guard(form.handleSubmit(onValid))} aria-label={label}>
          {children}
        </Form>
      </FieldIdPrefix.Provider>
    </FormProvider>
  );
}

/** A new password with its length rule as help. */
export function NewPasswordInput({ name, label }: { name: string; label: string }) {
  const { t } = useLingui();
  return (
    <TextInput
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      help={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
    />
  );
}
