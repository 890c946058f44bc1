import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { defineMessages, useIntl } from 'react-intl';
import { createApi, type Envelope } from '@hci/api-schema';
import { useBoundApi, useStudentId } from '@hci/app-frame';
import { signatureMatches, type StudentName } from '@hci/rules';
import {
  Button,
  Checkbox,
  joinName,
  rules,
  type Rule,
  Stack,
  textSchema,
  TextField,
  toast,
  untypedMessages,
  useForm,
} from '@hci/design-system';
import { useSystemText } from './systemText';

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
    notSigner: {
      id: 'portal.signing.notSigner',
      defaultMessage: 'Type your name as the agreement states it: {name}.',
    },
  }),
);

/** The typed name must be the signer's own, as the agreement states it. */
function signatureSchema(signer: StudentName) {
  const bySigner: Rule<string> = (value) =>
    value.trim() === '' || signatureMatches(value, signer)
      ? undefined
      : {
          message: m.notSigner,
          values: { name: joinName(signer.firstName, signer.middleName, signer.lastName) },
        };
  return z.object({
    signatureName: textSchema(rules.required, rules.maxLength(100), bySigner),
  });
}

/**
 * Signs an envelope the way every agreement is signed here: the signer's legal name typed as the
 * signature and a ticked "I agree". `onSigned` runs once the API has recorded it.
 */
export function SignEnvelopeForm({
  envelope,
  signer,
  onSigned,
}: {
  envelope: Envelope;
  /** The person the agreement names: only their name signs it. */
  signer: StudentName;
  onSigned?: (signed: Envelope) => void;
}) {
  const intl = useIntl();
  const text = useSystemText();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const sign = useMutation(queries.envelopes.sign(studentId));
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const schema = useMemo(() => signatureSchema(signer), [signer]);
  const form = useForm({
    schema,
    initialValues: { signatureName: '' },
    id: `sign-${envelope.id}`,
    onSubmit: async (values) => {
      // Signing needs the explicit "I agree" as well as the name.
      if (!agreed) {
        setAgreeError(true);
        document.getElementById(`sign-${envelope.id}-agree`)?.focus();
        return;
      }
      const signed = await sign.mutateAsync({
        envelopeId: envelope.id,
        signatureName: values.signatureName.trim(),
      });
      onSigned?.(signed);
    },
    onServerError: (message) => toast.critical(message),
  });
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
          id={`sign-${envelope.id}-agree`}
          isSelected={agreed}
          onChange={(value) => {
            setAgreed(value);
            setAgreeError(false);
          }}
          isInvalid={agreeError}
          errorMessage={intl.formatMessage(m.mustAgree)}
          isRequired
        >
          {intl.formatMessage(m.agree)}
        </Checkbox>
        <Button type="submit" isPending={form.isSubmitting}>
          {intl.formatMessage(m.sign, { name: text(envelope.name) })}
        </Button>
      </Stack>
    </form>
  );
}
