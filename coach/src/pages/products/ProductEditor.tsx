import {
  deliveryModeOptions,
  offeringTypeOptions,
  useApi,
  useCoachSession,
  useBoundApi,
} from '@hci/app-frame';
import {
  ErrorSummary,
  FileUpload,
  Image,
  Inline,
  MoneyField,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  Switch,
  TextArea,
  TextField,
  toast,
  useForm,
  useMoneyFormatter,
  imageFileRules,
} from '@hci/design-system';
import { defaultPriceUnit, fitsPriceUnit, priceUnitsFor } from '@hci/api-schema/rules';
import { signMediaUrl, type CoachProduct, createApi } from '@hci/api-schema';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../components/EditorDialog';
import { imageUploader } from '../../components/imageUpload';
import { emptyProduct, formToProductInput, productFormSchema, productToForm } from './productForm';
import { productMessages as m } from './productMessages';

export interface ProductEditorProps {
  /** The product to edit; a new one when absent. */
  product?: CoachProduct;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Told the saved product's id before the editor closes after a save. */
  onSaved?: (productId: number) => void;
}

/** Creates or edits a product or service in a dialog; the image uploads as soon as it is chosen. */
export function ProductEditor({ product, isOpen, onOpenChange, onSaved }: ProductEditorProps) {
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
  const { values } = form;
  const isService = values.type === 'SERVICE';
  const units = priceUnitsFor(values.type);

  return (
    <EditorDialog
      title={
        product
          ? intl.formatMessage(m.editTitle, { title: product.title })
          : intl.formatMessage(m.createTitle)
      }
      form={form}
      isOpen={isOpen}
      onClose={() => onOpenChange(false)}
      size="large"
    >
      <ErrorSummary {...form.summaryProps} />
      <RadioGroup
        label={intl.formatMessage(m.type)}
        orientation="horizontal"
        value={values.type}
        onChange={(chosen) => {
          const type = chosen === 'PRODUCT' ? 'PRODUCT' : 'SERVICE';
          form.setValue('type', type);
          // The unit follows the type: a guide is not sold per session.
          if (!fitsPriceUnit(type, values.priceUnit))
            form.setValue('priceUnit', defaultPriceUnit(type));
        }}
      >
        {offeringTypeOptions.map((option) => (
          <Radio key={option.value} value={option.value}>
            {intl.formatMessage(option.label)}
          </Radio>
        ))}
      </RadioGroup>
      <TextField {...form.field('title')} label={intl.formatMessage(m.titleField)} isRequired />
      {values.image ? (
        <Stack space="xsmall">
          <Image
            src={signMediaUrl(values.image, session, mediaBaseUrl)}
            alt={intl.formatMessage(m.currentImage)}
            aspectRatio={16 / 9}
          />
        </Stack>
      ) : null}
      <FileUpload
        label={intl.formatMessage(m.image)}
        description={intl.formatMessage(m.imageHelp)}
        {...imageFileRules}
        upload={imageUploader(authClient, 'PRODUCT_IMAGE')}
        onUploaded={({ fileName }) => form.setValue('image', fileName)}
        onRemove={() => form.setValue('image', '')}
      />
      <TextArea {...form.field('description')} label={intl.formatMessage(m.description)} rows={4} />
      <Inline space="medium" alignY="top">
        <MoneyField
          {...form.field('price')}
          label={intl.formatMessage(m.price)}
          description={intl.formatMessage(m.priceHelp)}
          isRequired
        />
        {units.length > 1 ? (
          <Select
            label={intl.formatMessage(m.priceUnit)}
            selectedKey={values.priceUnit}
            onSelectionChange={(key) => {
              const unit = units.find((candidate) => candidate === key);
              if (unit) form.setValue('priceUnit', unit);
            }}
          >
            {units.map((unit) => (
              <SelectItem key={unit} id={unit}>
                {intl.formatMessage(m[`unit${unit}`])}
              </SelectItem>
            ))}
          </Select>
        ) : null}
      </Inline>
      <TextField
        {...form.field('category')}
        label={intl.formatMessage(m.category)}
        description={intl.formatMessage(m.categoryHelp)}
      />
      {isService ? (
        <>
          <RadioGroup
            label={intl.formatMessage(m.deliveryMode)}
            orientation="horizontal"
            value={values.deliveryMode}
            onChange={(mode) =>
              form.setValue('deliveryMode', mode === 'IN_PERSON' ? 'IN_PERSON' : 'ONLINE')
            }
          >
            {deliveryModeOptions.map((option) => (
              <Radio key={option.value} value={option.value}>
                {intl.formatMessage(option.label)}
              </Radio>
            ))}
          </RadioGroup>
          <Inline space="medium" alignY="top">
            <NumberField
              {...form.field('sessionCount')}
              label={intl.formatMessage(m.sessionCount)}
              minValue={1}
              maxValue={100}
              isRequired
            />
            <NumberField
              {...form.field('sessionDuration')}
              label={intl.formatMessage(m.sessionDuration)}
              minValue={15}
              maxValue={480}
              step={15}
              isRequired
            />
          </Inline>
        </>
      ) : null}
      <Switch
        isSelected={values.published}
        onChange={(published) => form.setValue('published', published)}
      >
        {intl.formatMessage(m.published)}
      </Switch>
    </EditorDialog>
  );
}
