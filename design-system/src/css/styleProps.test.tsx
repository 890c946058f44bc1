import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, test } from 'vitest';
import {
  Alert,
  AppNavigation,
  AppShell,
  Avatar,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Column,
  Columns,
  ComboBox,
  ComboBoxItem,
  ConfirmDialog,
  Container,
  DateRangePicker,
  Dialog,
  Disclosure,
  DisclosureGroup,
  DisclosureMenu,
  EmptyState,
  FactList,
  FileUpload,
  Heading,
  Image,
  ImageFallback,
  Inline,
  Link,
  LoadError,
  LoadingRegion,
  Menu,
  MenuItem,
  MenuTrigger,
  Meter,
  NavTabs,
  NotFound,
  Pagination,
  ProgressBar,
  Radio,
  RadioGroup,
  Refreshing,
  SearchField,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  Stepper,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  TabList,
  TabPanel,
  Tabs,
  Tag,
  TagGroup,
  Text,
  Tiles,
  ToggleButton,
  UnreadBadge,
  AddressGroup,
  CardExpirationField,
  DateField,
  EmailField,
  ErrorSummary,
  MoneyField,
  NumberField,
  PasswordField,
  PaymentCardForm,
  PhoneField,
  TextArea,
  TextField,
} from '../index';

// Every component takes a class and inline styles for its outermost element (for a modal dialog or
// a menu: the box on screen), added to its own class rather than replacing it.
const own = { className: 'consumer-class', style: { outlineOffset: '7px' } };
const noop = () => undefined;

const components: [string, (props: typeof own) => ReactElement][] = [
  [
    'Alert',
    (p) => (
      <Alert tone="info" {...p}>
        Saved
      </Alert>
    ),
  ],
  [
    'AppNavigation',
    (p) => <AppNavigation label="Main" items={[{ label: 'Home', href: '/' }]} {...p} />,
  ],
  [
    'AppShell',
    (p) => (
      <AppShell brand="Brand" {...p}>
        Body
      </AppShell>
    ),
  ],
  ['Avatar', (p) => <Avatar name="Ana Ruiz" {...p} />],
  ['Badge', (p) => <Badge {...p}>Paid</Badge>],
  ['Breadcrumbs', (p) => <Breadcrumbs items={[{ id: 'a', label: 'Home', href: '/' }]} {...p} />],
  ['Button', (p) => <Button {...p}>Save</Button>],
  ['Card', (p) => <Card {...p}>Card</Card>],
  ['Checkbox', (p) => <Checkbox {...p}>Agree</Checkbox>],
  [
    'CheckboxGroup',
    (p) => (
      <CheckboxGroup label="Days" {...p}>
        <Checkbox value="mon">Monday</Checkbox>
      </CheckboxGroup>
    ),
  ],
  [
    'Columns',
    (p) => (
      <Columns space="small" {...p}>
        <Column>One</Column>
      </Columns>
    ),
  ],
  [
    'Column',
    (p) => (
      <Columns space="small">
        <Column {...p}>One</Column>
      </Columns>
    ),
  ],
  [
    'ComboBox',
    (p) => (
      <ComboBox label="Country" {...p}>
        <ComboBoxItem id="es">Spain</ComboBoxItem>
      </ComboBox>
    ),
  ],
  [
    'ConfirmDialog',
    (p) => (
      <ConfirmDialog isOpen title="Delete?" confirmLabel="Delete" onConfirm={noop} {...p}>
        Gone for good.
      </ConfirmDialog>
    ),
  ],
  ['Container', (p) => <Container {...p}>Body</Container>],
  ['DateRangePicker', (p) => <DateRangePicker label="Dates" {...p} />],
  [
    'Dialog',
    (p) => (
      <Dialog isOpen title="Details" {...p}>
        Body
      </Dialog>
    ),
  ],
  [
    'Disclosure',
    (p) => (
      <Disclosure title="More" {...p}>
        Body
      </Disclosure>
    ),
  ],
  [
    'DisclosureGroup',
    (p) => (
      <DisclosureGroup {...p}>
        <Disclosure title="More">Body</Disclosure>
      </DisclosureGroup>
    ),
  ],
  [
    'DisclosureMenu',
    (p) => (
      <DisclosureMenu label="Account" {...p}>
        {null}
      </DisclosureMenu>
    ),
  ],
  ['EmptyState', (p) => <EmptyState title="Nothing yet" description="Add one." {...p} />],
  ['FactList', (p) => <FactList facts={[{ label: 'Plan', value: 'Monthly' }]} {...p} />],
  [
    'FileUpload',
    (p) => <FileUpload label="Photo" upload={() => Promise.reject(new Error('none'))} {...p} />,
  ],
  [
    'Heading',
    (p) => (
      <Heading level={2} {...p}>
        Title
      </Heading>
    ),
  ],
  ['Image', (p) => <Image alt="" aspectRatio={1} {...p} />],
  ['ImageFallback', (p) => <ImageFallback tone="brand" icon={null} {...p} />],
  [
    'Inline',
    (p) => (
      <Inline space="small" {...p}>
        Row
      </Inline>
    ),
  ],
  [
    'Link',
    (p) => (
      <Link href="/help" {...p}>
        Help
      </Link>
    ),
  ],
  ['LoadError', (p) => <LoadError error={new Error('down')} onRetry={noop} {...p} />],
  ['LoadingRegion', (p) => <LoadingRegion {...p}>Loading</LoadingRegion>],
  [
    'Menu',
    (p) => (
      <MenuTrigger defaultOpen>
        <Button>Actions</Button>
        <Menu {...p}>
          <MenuItem>Edit</MenuItem>
        </Menu>
      </MenuTrigger>
    ),
  ],
  [
    'MenuItem',
    (p) => (
      <MenuTrigger defaultOpen>
        <Button>Actions</Button>
        <Menu>
          <MenuItem {...p}>Edit</MenuItem>
        </Menu>
      </MenuTrigger>
    ),
  ],
  ['Meter', (p) => <Meter label="Seats" value={3} {...p} />],
  ['NavTabs', (p) => <NavTabs label="Sections" items={[{ label: 'One', href: '/one' }]} {...p} />],
  ['NotFound', (p) => <NotFound homeHref="/" {...p} />],
  ['Pagination', (p) => <Pagination total={40} page={1} pageSize={10} onChange={noop} {...p} />],
  ['ProgressBar', (p) => <ProgressBar label="Done" value={40} {...p} />],
  [
    'RadioGroup',
    (p) => (
      <RadioGroup label="Plan" {...p}>
        <Radio value="a">A</Radio>
      </RadioGroup>
    ),
  ],
  [
    'Radio',
    (p) => (
      <RadioGroup label="Plan">
        <Radio value="a" {...p}>
          A
        </Radio>
      </RadioGroup>
    ),
  ],
  [
    'Refreshing',
    (p) => (
      <Refreshing isRefreshing={false} {...p}>
        Body
      </Refreshing>
    ),
  ],
  ['SearchField', (p) => <SearchField label="Search" {...p} />],
  [
    'Select',
    (p) => (
      <Select label="Size" {...p}>
        <SelectItem id="s">Small</SelectItem>
      </Select>
    ),
  ],
  ['Skeleton', (p) => <Skeleton {...p} />],
  [
    'Stack',
    (p) => (
      <Stack space="small" {...p}>
        Column
      </Stack>
    ),
  ],
  ['Stepper', (p) => <Stepper steps={[{ id: 'a', label: 'First' }]} currentStepId="a" {...p} />],
  ['Switch', (p) => <Switch {...p}>On</Switch>],
  [
    'Table',
    (p) => (
      <Table aria-label="People" {...p}>
        <TableHeader>
          <TableColumn isRowHeader>Name</TableColumn>
        </TableHeader>
        <TableBody>
          <TableRow id="a">
            <TableCell>Ana</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    ),
  ],
  [
    'TableHeader',
    (p) => (
      <Table aria-label="People">
        <TableHeader {...p}>
          <TableColumn isRowHeader>Name</TableColumn>
          <TableColumn>Age</TableColumn>
        </TableHeader>
        <TableBody>
          <TableRow id="a">
            <TableCell>Ana</TableCell>
            <TableCell>30</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    ),
  ],
  [
    'TableColumn',
    (p) => (
      <Table aria-label="People">
        <TableHeader>
          <TableColumn isRowHeader {...p}>
            Name
          </TableColumn>
          <TableColumn>Age</TableColumn>
        </TableHeader>
        <TableBody>
          <TableRow id="a">
            <TableCell>Ana</TableCell>
            <TableCell>30</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    ),
  ],
  [
    'TableBody',
    (p) => (
      <Table aria-label="People">
        <TableHeader>
          <TableColumn isRowHeader>Name</TableColumn>
          <TableColumn>Age</TableColumn>
        </TableHeader>
        <TableBody {...p}>
          <TableRow id="a">
            <TableCell>Ana</TableCell>
            <TableCell>30</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    ),
  ],
  [
    'TableRow',
    (p) => (
      <Table aria-label="People">
        <TableHeader>
          <TableColumn isRowHeader>Name</TableColumn>
          <TableColumn>Age</TableColumn>
        </TableHeader>
        <TableBody>
          <TableRow id="a" {...p}>
            <TableCell>Ana</TableCell>
            <TableCell>30</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    ),
  ],
  [
    'TableCell',
    (p) => (
      <Table aria-label="People">
        <TableHeader>
          <TableColumn isRowHeader>Name</TableColumn>
          <TableColumn>Age</TableColumn>
        </TableHeader>
        <TableBody>
          <TableRow id="a">
            <TableCell>Ana</TableCell>
            <TableCell {...p}>30</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    ),
  ],
  [
    'Tabs',
    (p) => (
      <Tabs {...p}>
        <TabList aria-label="Parts">
          <Tab id="a">A</Tab>
        </TabList>
        <TabPanel id="a">Panel</TabPanel>
      </Tabs>
    ),
  ],
  [
    'TabList',
    (p) => (
      <Tabs>
        <TabList aria-label="Parts" {...p}>
          <Tab id="a">A</Tab>
        </TabList>
        <TabPanel id="a">Panel</TabPanel>
      </Tabs>
    ),
  ],
  [
    'Tab',
    (p) => (
      <Tabs>
        <TabList aria-label="Parts">
          <Tab id="a" {...p}>
            A
          </Tab>
        </TabList>
        <TabPanel id="a">Panel</TabPanel>
      </Tabs>
    ),
  ],
  [
    'TabPanel',
    (p) => (
      <Tabs>
        <TabList aria-label="Parts">
          <Tab id="a">A</Tab>
        </TabList>
        <TabPanel id="a" {...p}>
          Panel
        </TabPanel>
      </Tabs>
    ),
  ],
  [
    'TagGroup',
    (p) => (
      <TagGroup label="Languages" {...p}>
        <Tag id="en">English</Tag>
      </TagGroup>
    ),
  ],
  [
    'Tag',
    (p) => (
      <TagGroup label="Languages">
        <Tag id="en" {...p}>
          English
        </Tag>
      </TagGroup>
    ),
  ],
  ['Text', (p) => <Text {...p}>Words</Text>],
  [
    'Tiles',
    (p) => (
      <Tiles space="small" columns={2} {...p}>
        Tile
      </Tiles>
    ),
  ],
  [
    'ToggleButton',
    (p) => (
      <ToggleButton icon={null} {...p}>
        Bold
      </ToggleButton>
    ),
  ],
  ['UnreadBadge', (p) => <UnreadBadge count={3} {...p} />],
  ['AddressGroup', (p) => <AddressGroup legend="Address" onChange={noop} {...p} />],
  ['CardExpirationField', (p) => <CardExpirationField label="Expires" {...p} />],
  ['DateField', (p) => <DateField label="Birth date" {...p} />],
  ['EmailField', (p) => <EmailField label="Email" {...p} />],
  ['ErrorSummary', (p) => <ErrorSummary issues={[]} problems={['Refused']} {...p} />],
  ['MoneyField', (p) => <MoneyField label="Amount" {...p} />],
  ['NumberField', (p) => <NumberField label="Seats" {...p} />],
  ['PasswordField', (p) => <PasswordField label="Password" {...p} />],
  ['PaymentCardForm', (p) => <PaymentCardForm onSubmit={noop} {...p} />],
  ['PhoneField', (p) => <PhoneField label="Phone" {...p} />],
  ['TextArea', (p) => <TextArea label="Notes" {...p} />],
  ['TextField', (p) => <TextField label="Name" {...p} />],
];

/** Components whose outermost element has no class of its own (a landmark, a form, a table body). */
const withoutOwnClass = new Set(['Breadcrumbs', 'NavTabs', 'PaymentCardForm', 'TableBody']);

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

test.each(components)('%s takes a class and styles beside its own', async (name, renderWith) => {
  render(renderWith(own), { wrapper: english });
  // Some render once their data is there (the phone field, its countries' metadata).
  await expect.poll(() => document.querySelectorAll('.consumer-class').length).toBe(1);
  const styled = document.querySelectorAll<HTMLElement>('.consumer-class');
  const [element] = styled as unknown as [HTMLElement];
  expect(element.style.outlineOffset).toBe('7px');
  if (!withoutOwnClass.has(name)) expect(element.classList.length).toBeGreaterThan(1);
});
