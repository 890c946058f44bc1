import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { defineMessages, useIntl } from 'react-intl';
import { createApi, useBoundApi, useStudentId, type Envelope } from '@hci/api-schema';
import {
  Button,
  Checkbox,
  rules,
  Stack,
  textSchema,
  TextField,
  toast,
  untypedMessages,
  useForm,
  withRules,
} from '@hci/design-system';

const m = untypedMessages(
  defineMessages({
    signatureName: { id: 'portal.signing.signatureName', defaultMessage: 'Type your full name' },
    signatureHint: {
      id: 'portal.signing.signatureHint',
      defaultMessage: 'Your typed name is your signature.',
    },
    agree: {
      id: 'portal.signing.agree',
      defaultMessage: 'I have read this agreement and I agree to its terms.',
    },
    mustAgree: {
      id: 'portal.signing.mustAgree',
      defaultMessage: 'Please confirm that you agree to sign.',
    },
    sign: { id: 'portal.signing.sign', defaultMessage: 'Sign {name}' },
  }),
);

const agreeRule = (value: boolean) => (value ? undefined : { message: m.mustAgree });

const signatureSchema = z.object({
  signatureName: textSchema(rules.required, rules.atLeastOneWord, rules.maxLength(100)),
  agree: withRules(z.boolean(), agreeRule),
});

/**
 * Signs an envelope the way every agreement is signed here: the full name typed as the signature
 * and a ticked "I agree". `onSigned` runs once the API has recorded it.
 */
export function SignEnvelopeForm({
  envelope,
  onSigned,
}: {
  envelope: Envelope;
  onSigned?: (signed: Envelope) => void;
}) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const sign = useMutation(queries.envelopes.sign(studentId));
  const form = useForm({
    schema: signatureSchema,
    initialValues: { signatureName: '', agree: false },
    id: `sign-${envelope.id}`,
    onSubmit: async (values) => {
      const signed = await sign.mutateAsync({
        envelopeId: envelope.id,
        signatureName: values.signatureName.trim(),
      });
      onSigned?.(signed);
    },
    onServerError: (message) => toast.critical(message),
  });
  const agree = form.field('agree');
  return (
    <form {...form.formProps}>
      <Stack space="medium" align="left">
        <TextField
          {...form.field('signatureName')}
          label={intl.formatMessage(m.signatureName)}
          description={intl.formatMessage(m.signatureHint)}
          isRequired
          autoComplete="name"
        />
        <Checkbox
          id={agree.id}
          isSelected={agree.value}
          onChange={agree.onChange}
          isInvalid={Boolean(agree.errorMessage)}
          errorMessage={agree.errorMessage}
          isRequired
        >
          {intl.formatMessage(m.agree)}
        </Checkbox>
        <Button type="submit" isPending={form.isSubmitting}>
          {intl.formatMessage(m.sign, { name: envelope.name })}
        </Button>
      </Stack>
    </form>
  );
}
