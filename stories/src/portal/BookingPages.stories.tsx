import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, type within } from 'storybook/test';
import {
  DEFAULT_MOCK_BASE_URL,
  emptyHandler,
  errorHandler,
  fixtures,
  loadingHandler,
} from '@hci/mock-api';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { storyText } from '../storyText';
import { portalApp, signedOut } from './portalStory';

const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Coaches and bookings',
  args: { path: '/coaches' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const directory = '/coaches' as const;

/**
 * The directory and a coach's page as the API sends them: a coach's public profile carries its
 * allow-list only. The booking stories below stay on the mocks until their states are data.
 */
const onReferenceApi = { referenceApi: true };

export const Directory: Story = {
  parameters: { ...base.parameters, ...signedOut, ...onReferenceApi },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Marisol Reyes' })).toBeVisible();
  },
};

export const DirectorySpanish: Story = {
  ...Directory,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Encuentra un coach' }),
    ).toBeVisible();
  },
};

export const DirectoryDark: Story = { ...Directory, globals: { theme: 'dark' } };

export const DirectorySignedIn: Story = {
  parameters: onReferenceApi,
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByRole('link', { name: 'Marisol Reyes' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text('portal.coaches.myPurchases') }),
    ).toBeVisible();
  },
};

export const DirectoryLoading: Story = {
  parameters: { ...answers(loadingHandler(directory)), ...onReferenceApi },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const DirectoryEmpty: Story = {
  parameters: { ...answers(emptyHandler(directory)), ...onReferenceApi },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.coaches.empty.title') }),
    ).toBeVisible();
  },
};

export const DirectoryError: Story = {
  parameters: { ...answers(errorHandler(directory)), ...onReferenceApi },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

export const CoachPage: Story = {
  args: { path: '/coaches/1' },
  parameters: { ...base.parameters, ...signedOut, ...onReferenceApi },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('link', {
        name: text('portal.coach.signInToBook', { title: 'Free discovery call' }),
      }),
    ).toBeVisible();
  },
};

export const CoachPageSpanish: Story = {
  ...CoachPage,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Servicios y productos' }),
    ).toBeVisible();
  },
};

export const CoachPageDark: Story = { ...CoachPage, globals: { theme: 'dark' } };

const testCall = fixtures.products.find((product) => product.testCall)!;

/** Picks the first free time shown and goes on to the review. */
async function reviewFirstTime(
  canvas: ReturnType<typeof within>,
  text: Awaited<ReturnType<typeof storyText>>,
) {
  const [first] = await canvas.findAllByRole('radio');
  await userEvent.click(first!);
  await userEvent.click(canvas.getByRole('button', { name: text('portal.booking.continue') }));
}

/** Signed in, the coach's free test call is offered to book, apart from the rest of the offer. */
export const CoachPageTestCall: Story = {
  args: { path: '/coaches/1' },
  parameters: onReferenceApi,
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('link', { name: text('portal.coach.testCall.book') }),
    ).toBeVisible();
  },
};

export const CoachPageTestCallDark: Story = { ...CoachPageTestCall, globals: { theme: 'dark' } };

/** The student's purchases hold this coach's test call already. */
const hadTestCall = http.get(
  `${DEFAULT_MOCK_BASE_URL}/students/:studentId/coach_product_purchases`,
  () =>
    HttpResponse.json({
      content: [
        {
          ...fixtures.purchases[0]!,
          product: { id: testCall.id, title: testCall.title },
          coachProductType: 'SERVICE',
          amount: 0,
          status: 'PAID',
        },
      ],
      pagination: { total: 1, page: 0, size: 100 },
      totalAmount: 0,
      statusTotals: [{ status: 'PAID', count: 1, amount: 0 }],
    }),
);

/** A student who already had a test call with this coach is told so, with no action. */
export const CoachPageTestCallHad: Story = {
  args: { path: '/coaches/1' },
  parameters: answers(hadTestCall),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByText(text('error.testCallTaken'))).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: text('portal.coach.testCall.book') }),
    ).toBeNull();
  },
};

export const CoachPageTestCallHadDark: Story = {
  ...CoachPageTestCallHad,
  globals: { theme: 'dark' },
};

/** The test call's review: free, booked with no card asked. */
export const BookTestCall: Story = {
  args: { path: `/coaches/1/offers/${testCall.id}` },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await reviewFirstTime(canvas, text);
    await expect(
      await canvas.findByRole('heading', { name: text('portal.booking.step.reviewFree') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('portal.booking.confirmFree') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: text('portal.booking.card') })).toBeNull();
  },
};

export const BookTestCallDark: Story = { ...BookTestCall, globals: { theme: 'dark' } };

export const CoachPageError: Story = {
  args: { path: '/coaches/1' },
  parameters: { ...answers(errorHandler('/coaches/{coachId}')), ...onReferenceApi },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

// The month of the demo day, whose clock the stories stop, opened on its first free day.
export const BookService: Story = {
  args: { path: '/coaches/1/offers/2' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect((await canvas.findAllByRole('radio')).length).toBeGreaterThan(0);
    await expect(
      canvas.getByRole('radiogroup', { name: text('portal.booking.morning') }),
    ).toBeVisible();
  },
};

export const BookServiceDark: Story = { ...BookService, globals: { theme: 'dark' } };

/** On a 375 px phone the times go under the month, and nothing scrolls sideways. */
export const BookServicePhone: Story = {
  ...BookService,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    await BookService.play!(context);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The review names the time with its zone, and where the session takes place. */
export const BookServiceReview: Story = {
  // The play reads the zone by its English name.
  globals: { locale: 'en-US' },
  args: { path: '/coaches/1/offers/3' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await reviewFirstTime(canvas, text);
    await expect(
      await canvas.findByRole('heading', { name: text('portal.booking.step.review') }),
    ).toBeVisible();
    await expect(canvas.getByText(/Central Time \(Chicago\)$/)).toBeVisible();
  },
};

export const BuyProduct: Story = {
  args: { path: '/coaches/1/offers/4' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('combobox', { name: text('portal.booking.card') }),
    ).toBeVisible();
  },
};

export const BuyProductSpanish: Story = {
  ...BuyProduct,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Tarjeta' })).toBeVisible();
  },
};

export const MyPurchases: Story = {
  args: { path: '/my-purchases' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('table', { name: text('frame.purchases.table') }),
    ).toBeVisible();
  },
};

export const MyPurchasesEmpty: Story = {
  args: { path: '/my-purchases' },
  parameters: answers(emptyHandler('/students/{studentId}/coach_product_purchases')),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('frame.purchases.empty.title') }),
    ).toBeVisible();
  },
};

export const MyPurchasesError: Story = {
  args: { path: '/my-purchases' },
  parameters: answers(errorHandler('/students/{studentId}/coach_product_purchases')),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

export const MyPurchase: Story = {
  args: { path: '/my-purchases/21' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('portal.myPurchases.bookNext') }),
    ).toBeVisible();
  },
};

export const MyPurchaseSpanish: Story = {
  ...MyPurchase,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Reserva tu próxima sesión' }),
    ).toBeVisible();
  },
};

export const MyPurchaseDark: Story = { ...MyPurchase, globals: { theme: 'dark' } };

export const MyPurchaseLoading: Story = {
  args: { path: '/my-purchases/21' },
  parameters: answers(loadingHandler('/coach_product_purchases/{purchaseId}')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
