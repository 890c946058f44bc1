import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, type within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { bookedTestCall, hadTestCall } from '@hci/page-harness';
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

// The directory and a coach's page as the API sends them: a coach's public profile carries its
// allow-list only. The demo coach's offers, in the order the demo world lists them: a free
// discovery call, the six-week package, the pantry makeover (in person) and the printable
// planner; their free test call comes after.

export const Directory: Story = {
  parameters: signedOut,
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await canvas.findByRole('link', { name: 'Marisol Reyes' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text('portal.coaches.myPurchases') }),
    ).toBeVisible();
  },
};

export const DirectoryLoading: Story = {
  parameters: answers(loadingHandler(directory)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const DirectoryEmpty: Story = {
  parameters: answers(emptyHandler(directory)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.coaches.empty.title') }),
    ).toBeVisible();
  },
};

export const DirectoryError: Story = {
  parameters: answers(errorHandler(directory)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};

export const CoachPage: Story = {
  args: { path: '/coaches/1' },
  parameters: signedOut,
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('link', { name: text('portal.coach.testCall.book') }),
    ).toBeVisible();
  },
};

export const CoachPageTestCallDark: Story = { ...CoachPageTestCall, globals: { theme: 'dark' } };

/** A student who booked the test call is told when, and led to the booking. */
export const CoachPageTestCallBooked: Story = {
  args: { path: '/coaches/1' },
  parameters: { arrange: bookedTestCall },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('link', { name: text('portal.coach.testCall.see') }),
    ).toBeVisible();
  },
};

/** A student who already had a test call with this coach is told so, with no action. */
export const CoachPageTestCallHad: Story = {
  args: { path: '/coaches/1' },
  parameters: { arrange: hadTestCall },
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

/** The test call's review, from the coach's page: free, booked with no card asked. */
export const BookTestCall: Story = {
  args: { path: '/coaches/1' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.click(
      await canvas.findByRole('link', { name: text('portal.coach.testCall.book') }),
    );
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
  parameters: answers(errorHandler('/coaches/{coachId}')),
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

/** The six-week package the demo student bought, with sessions left to book. */
export const MyPurchase: Story = {
  args: { path: '/my-purchases/16' },
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
  args: { path: '/my-purchases/16' },
  parameters: answers(loadingHandler('/coach_product_purchases/{purchaseId}')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
