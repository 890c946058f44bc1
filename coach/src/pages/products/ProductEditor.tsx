import { deliveryModeOptions, KeptWorkOffer, offeringTypeOptions } from '@hci/app-frame';
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
  imageFileRules,
} from '@hci/design-system';
import { type CoachProduct } from '@hci/api-schema';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../components/EditorDialog';
import { descriptionLimit } from './productForm';
import { productMessages as m } from './productMessages';
import { type ProductEditorState, useProductEditor } from './useProductEditor';

export interface ProductEditorProps {
  /** The product to edit; a new one when absent. */
  product?: CoachProduct;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Told the saved product's id before the editor closes after a save. */
  onSaved?: (productId: number) => void;
}

/** Whether it is a product or a service. */
function TypeChoice({ editor }: { editor: ProductEditorState }) {
  const intl = useIntl();
  return (
    <RadioGroup
      label={intl.formatMessage(m.type)}
      orientation="horizontal"
      value={editor.form.values.type}
      onChange={editor.chooseType}
    >
      {offeringTypeOptions.map((option) => (
        <Radio key={option.value} value={option.value}>
          {intl.formatMessage(option.label)}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** The current image, if any, and the upload that replaces or removes it. */
function ImageFields({ editor }: { editor: ProductEditorState }) {
  const intl = useIntl();
  return (
    <>
      {editor.imageUrl ? (
        <Stack space="xsmall">
          <Image
            src={editor.imageUrl}
            alt={intl.formatMessage(m.currentImage)}
            aspectRatio={16 / 9}
          />
        </Stack>
      ) : null}
      <FileUpload
        label={intl.formatMessage(m.image)}
        description={intl.formatMessage(m.imageHelp)}
        {...imageFileRules}
        upload={editor.upload}
        onUploaded={({ fileName }) => editor.setImage(fileName)}
        onRemove={() => editor.setImage('')}
      />
    </>
  );
}

/** The price, and its unit when the type allows more than one. */
function PriceFields({ editor }: { editor: ProductEditorState }) {
  const intl = useIntl();
  const { form, units } = editor;
  return (
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
          selectedKey={form.values.priceUnit}
          onSelectionChange={editor.choosePriceUnit}
        >
          {units.map((unit) => (
            <SelectItem key={unit} id={unit}>
              {intl.formatMessage(m[`unit${unit}`])}
            </SelectItem>
          ))}
        </Select>
      ) : null}
    </Inline>
  );
}

/** A service's delivery (with the address an in-person one takes place at), number of sessions and their length. */
function ServiceFields({ editor }: { editor: ProductEditorState }) {
  const intl = useIntl();
  const { form } = editor;
  return (
    <>
      <RadioGroup
        label={intl.formatMessage(m.deliveryMode)}
        orientation="horizontal"
        value={form.values.deliveryMode}
        onChange={editor.chooseDeliveryMode}
      >
        {deliveryModeOptions.map((option) => (
          <Radio key={option.value} value={option.value}>
            {intl.formatMessage(option.label)}
          </Radio>
        ))}
      </RadioGroup>
      {form.values.deliveryMode === 'IN_PERSON' ? (
        <TextField
          {...form.field('location')}
          label={intl.formatMessage(m.location)}
          description={intl.formatMessage(m.locationHelp)}
          autoComplete="street-address"
        />
      ) : null}
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
  );
}

/** Creates or edits a product or service in a dialog; the image uploads as soon as it is chosen. */
export function ProductEditor({ product, isOpen, onOpenChange, onSaved }: ProductEditorProps) {
  const intl = useIntl();
  const editor = useProductEditor(product, onOpenChange, onSaved);
  const { form } = editor;
  return (
    <EditorDialog
      title={
        product
          ? intl.formatMessage(m.editTitle, { title: product.title })
          : intl.formatMessage(m.createTitle)
      }
      form={form}
      isOpen={isOpen}
      onClose={editor.close}
      size="large"
    >
      <KeptWorkOffer offer={editor.keptWork} />
      <ErrorSummary {...form.summaryProps} />
      <TypeChoice editor={editor} />
      <TextField {...form.field('title')} label={intl.formatMessage(m.titleField)} isRequired />
      <ImageFields editor={editor} />
      <TextArea
        {...form.field('description')}
        label={intl.formatMessage(m.description)}
        characterLimit={descriptionLimit}
        rows={4}
      />
      <PriceFields editor={editor} />
      <TextField
        {...form.field('category')}
        label={intl.formatMessage(m.category)}
        description={intl.formatMessage(m.categoryHelp)}
      />
      {editor.isService ? <ServiceFields editor={editor} /> : null}
      <Switch isSelected={form.values.published} onChange={editor.setPublished}>
        {intl.formatMessage(m.published)}
      </Switch>
    </EditorDialog>
  );
}
