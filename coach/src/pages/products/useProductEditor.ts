import { confirmLeave, useApi, useBoundApi, useCoachSession, useKeepWork } from '@hci/app-frame';
import { toast, useForm, useMoneyFormatter } from '@hci/design-system';
import { defaultPriceUnit, fitsPriceUnit, priceUnitsFor } from '@hci/rules';
import { signMediaUrl, type CoachProduct, createApi } from '@hci/api-schema';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { imageUploader } from '../../components/imageUpload';
import { emptyProduct, formToProductInput, productFormSchema, productToForm } from './productForm';
import { productMessages as m } from './productMessages';

/**
 * The product editor's state and actions, apart from how it looks: the form, its save (a create
 * or an update), its unsaved changes kept (leaving or closing asks first), the price units the
 * type allows, and the image's upload.
 */
export function useProductEditor(
  product: CoachProduct | undefined,
  onOpenChange: (isOpen: boolean) => void,
  onSaved: ((productId: number) => void) | undefined,
) {
  const intl = useIntl();
  const money = useMoneyFormatter();
  const { authClient, analytics, mediaBaseUrl } = useApi();
  const api = useBoundApi(createApi);
  const { coachId, session } = useCoachSession();
  const create = useMutation(api.products.create(coachId));
  const update = useMutation(api.products.update(coachId));
  const form = useForm({
    schema: useMemo(() => productFormSchema(money), [money]),
    initialValues: product ? productToForm(product) : emptyProduct,
    errorSummary: true,
    onSubmit: async (values) => {
      const body = formToProductInput(values, product);
      let saved;
      if (product) {
        saved = await update.mutateAsync({ productId: product.id, ...body });
        analytics.track('productUpdated', { properties: { type: body.type ?? 'SERVICE' } });
        toast.positive(intl.formatMessage(m.updated, { title: body.title }));
      } else {
        saved = await create.mutateAsync(body);
        analytics.track('productCreated', { properties: { type: body.type ?? 'SERVICE' } });
        toast.positive(intl.formatMessage(m.created, { title: body.title }));
      }
      onSaved?.(saved.id);
      onOpenChange(false);
    },
    onServerError: (message) => toast.critical(message),
  });
  const keptWork = useKeepWork(product ? `coach.product.${product.id}` : 'coach.product.new', form);
  const { values } = form;
  const units = priceUnitsFor(values.type);

  return {
    form,
    keptWork,
    /** Cancel, Escape and the backdrop ask first while the form holds unsaved changes. */
    close: () => confirmLeave(() => onOpenChange(false)),
    isService: values.type === 'SERVICE',
    units,
    chooseType: (chosen: string) => {
      const type = chosen === 'PRODUCT' ? 'PRODUCT' : 'SERVICE';
      form.setValue('type', type);
      // The unit follows the type: a guide is not sold per session.
      if (!fitsPriceUnit(type, values.priceUnit))
        form.setValue('priceUnit', defaultPriceUnit(type));
    },
    choosePriceUnit: (key: string | number | null) => {
      const unit = units.find((candidate) => candidate === key);
      if (unit) form.setValue('priceUnit', unit);
    },
    chooseDeliveryMode: (mode: string) =>
      form.setValue('deliveryMode', mode === 'IN_PERSON' ? 'IN_PERSON' : 'ONLINE'),
    /** The current image's address, signed for this session; none without an image. */
    imageUrl: values.image ? signMediaUrl(values.image, session, mediaBaseUrl) : undefined,
    upload: imageUploader(authClient, 'PRODUCT_IMAGE'),
    setImage: (fileName: string) => form.setValue('image', fileName),
    setPublished: (published: boolean) => form.setValue('published', published),
  };
}

export type ProductEditorState = ReturnType<typeof useProductEditor>;
