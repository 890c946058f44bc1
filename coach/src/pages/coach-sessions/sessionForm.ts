import { optionalText, rules, textSchema, withoutUndefined } from '@hci/design-system';
import type { CoachProduct, CoachSessionInput } from '@hci/api-schema';
import { z } from 'zod/mini';
import { sentWebLink, webLinkSchema } from '../../components/webLink';

/** A client the coach already has, or one named for the first time. */
export type ClientKind = 'existing' | 'new';

/** A session as the coach books it: a client, a service and one of its free times. */
export interface SessionFormValues {
  customerId: string;
  customerName: string;
  customerEmail: string;
  productId: string;
  /** The chosen free time, as instants. */
  startsAt: string;
  endsAt: string;
  meetingUrl: string;
  notes: string;
}

/** The longest notes a session keeps, as the contract says. */
export const notesLimit = 1000;

/**
 * The contract's limits: a client chosen, or a new one's name of 2–100 characters and e-mail; a
 * service and a free time; a URL up to 300 characters, notes up to 1000.
 */
export const sessionFormSchema = (clientKind: ClientKind) =>
  z.object({
    customerId: clientKind === 'existing' ? textSchema(rules.required) : textSchema(),
    customerName:
      clientKind === 'new' ? textSchema(rules.required, rules.lengthBetween(2, 100)) : textSchema(),
    customerEmail: clientKind === 'new' ? textSchema(rules.required, rules.email) : textSchema(),
    productId: textSchema(rules.required),
    startsAt: textSchema(rules.required),
    endsAt: textSchema(),
    meetingUrl: webLinkSchema(rules.url, rules.maxLength(300)),
    notes: textSchema(rules.maxLength(notesLimit)),
  });

/**
 * The request body: the client by id or by name and e-mail, the free time, the service's delivery
 * mode, a meeting link for an online session only, optional texts null (none) when empty.
 */
export function formToSessionInput(
  values: SessionFormValues,
  clientKind: ClientKind,
  service: Pick<CoachProduct, 'id' | 'serviceSpecification'> | undefined,
): CoachSessionInput {
  const deliveryMode = service?.serviceSpecification?.session.type ?? 'ONLINE';
  return withoutUndefined({
    ...(clientKind === 'existing'
      ? { customerId: Number(values.customerId) }
      : { customerName: values.customerName.trim(), customerEmail: values.customerEmail.trim() }),
    productId: service?.id,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    deliveryMode,
    meetingUrl: deliveryMode === 'ONLINE' ? sentWebLink(values.meetingUrl) : undefined,
    notes: optionalText(values.notes),
  });
}
