import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { isApiError } from '@hci/api-schema';
import {
  Button,
  errorMessage,
  Heading,
  Inline,
  rules,
  Stack,
  Text,
  TextField,
  textSchema,
  toast,
  useForm,
} from '@hci/design-system';
import { usePortalApi, usePortalSession } from '../../app/api';
import { loginPathAfter, signOut } from '../../app/signOut';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { verificationMessages as m } from './messages';

const schema = z.object({ code: textSchema(rules.required) });

/**
 * /pending-email-address-verification: where an unverified student is held (spec §2) until the
 * e-mailed code is entered. Verifying renews the session, and the guard moves the student on.
 */
export function PendingVerificationPage() {
  const intl = useIntl();
  const api = usePortalApi();
  const { email } = usePortalSession();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useDocumentTitle(intl.formatMessage(m.title));
  const verify = useMutation(api.queries.auth.verifyEmail());
  const resend = useMutation({
    ...api.queries.auth.resendVerification(),
    onSuccess: () => toast.positive(m.resent),
    onError: (error) => toast.critical(errorMessage(isApiError(error) ? error.key : 'default')),
  });
  const form = useForm({
    schema,
    initialValues: { code: '' },
    serverErrorFields: { verificationCodeError: 'code', badRequest: 'code' },
    onSubmit: async (values) => {
      await verify.mutateAsync(values.code.trim());
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <Stack space="large">
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro, { email })}</Text>
      <form {...form.formProps}>
        <Stack space="medium">
          <TextField
            {...form.field('code')}
            label={intl.formatMessage(m.code)}
            autoComplete="one-time-code"
            inputMode="numeric"
            isRequired
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Stack>
      </form>
      <Inline space="small" alignY="center">
        <Button variant="secondary" isPending={resend.isPending} onPress={() => resend.mutate()}>
          {intl.formatMessage(m.resend)}
        </Button>
        <Text as="span">{intl.formatMessage(m.wrongAccount)}</Text>
        <Button
          variant="tertiary"
          onPress={() => {
            signOut(api);
            queryClient.clear();
            navigate(loginPathAfter('logout'), { replace: true });
          }}
        >
          {intl.formatMessage(m.signOut)}
        </Button>
      </Inline>
    </Stack>
  );
}
