// Named types for the contract's schemas, so callers write `Student` instead of
// `components['schemas']['Student']`. Generated from openapi.yaml; never edit the generated file.
import type { CardBrand as CardRulesBrand } from '@hci/payment-cards';
import type { components, paths } from './generated/openapi';

export type { components, paths, operations } from './generated/openapi';
export {
  accountActorValues,
  activityCategoryValues,
  activitySourceValues,
  applicationStatusValues,
  awardKindValues,
  awardStatusValues,
  bookmarkViewValues,
  captureMethodValues,
  cardBrandValues,
  circleSessionStatusValues,
  coachingCircleStatusValues,
  coachSessionStatusValues,
  communicationChannelValues,
  communicationIntentStatusValues,
  communicationIntentTypeValues,
  communicationTopicValues,
  courseStatusValues,
  dayOfWeekValues,
  deliveryModeValues,
  errorKeyValues,
  fileObjectValues,
  financialStatusValues,
  genderValues,
  languageValues,
  lookupTypeValues,
  moduleStatusValues,
  offeringTypeValues,
  paymentPlanStatusValues,
  paymentScheduleStatusValues,
  paymentStatusValues,
  paymentTypeValues,
  priceUnitValues,
  purchaseStatusValues,
  roleNameValues,
  sessionOutcomeSetterValues,
  sessionStatusValues,
  subscriptionPlanValues,
  subscriptionStatusValues,
  systemTextKindValues,
  transferStatusValues,
  validationRuleValues,
} from './generated/openapi';

type Schemas = components['schemas'];

export type ApiPaths = keyof paths;
export type ErrorKey = Schemas['ErrorKey'];
export type ErrorBody = Schemas['ErrorBody'];
export type FieldError = Schemas['FieldError'];
export type ValidationRule = Schemas['ValidationRule'];
export type Pagination = Schemas['Pagination'];
export type Role = Schemas['Role'];
export type RoleName = Schemas['RoleName'];
export type AuthSession = Schemas['AuthSession'];
export type Credentials = Schemas['Credentials'];
export type SignUpRequest = Schemas['SignUpRequest'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type Language = Schemas['Language'];
export type Gender = Schemas['Gender'];
export type User = Schemas['User'];
export type PersonalInfo = Schemas['PersonalInfo'];
export type ContactInfo = Schemas['ContactInfo'];
export type Address = Schemas['Address'];
export type PersonalInfoInput = Schemas['PersonalInfoInput'];
export type ContactInfoInput = Schemas['ContactInfoInput'];
export type AddressInput = Schemas['AddressInput'];
export type Student = Schemas['Student'];
export type EnrollmentInterest = Schemas['EnrollmentInterest'];
export type StudentUpdate = Schemas['StudentUpdate'];
export type AccountHistoryEvent = Schemas['AccountHistoryEvent'];
export type SystemText = Schemas['SystemText'];
export type SystemTextKind = Schemas['SystemTextKind'];
export type AccountActor = Schemas['AccountActor'];
export type AccountHistoryType = Schemas['AccountHistoryType'];
export type ActivityLogEntry = Schemas['ActivityLogEntry'];
export type ActivitySource = Schemas['ActivitySource'];
export type ActivityCategory = Schemas['ActivityCategory'];
export type Envelope = Schemas['Envelope'];
export type EnvelopeStatus = Schemas['EnvelopeStatus'];
export type PaymentPlan = Schemas['PaymentPlan'];
export type PaymentPlanTerms = Schemas['PaymentPlanTerms'];
export type NextPayment = Schemas['NextPayment'];
export type PaymentPlanDetail = Schemas['PaymentPlanDetail'];
export type PaymentScheduleRow = Schemas['PaymentScheduleRow'];
export type PaymentBreakdown = Schemas['PaymentBreakdown'];
export type CommunicationIntent = Schemas['CommunicationIntent'];
export type CommunicationIntentStatus = Schemas['CommunicationIntentStatus'];
export type CommunicationIntentType = Schemas['CommunicationIntentType'];
export type CommunicationIntentParameters = Schemas['CommunicationIntentParameters'];
export type CommunicationIntentCriteria = Schemas['CommunicationIntentCriteria'];
export type CommunicationChannel = Schemas['CommunicationChannel'];
export type LookupItem = Schemas['LookupItem'];
export type LookupType = Schemas['LookupType'];
export type FileObject = Schemas['FileObject'];
export type StoredFile = Schemas['StoredFile'];
export type PresignedUrl = Schemas['PresignedUrl'];
export type Coach = Schemas['Coach'];
export type CoachUpdate = Schemas['CoachUpdate'];
export type SocialNetworks = Schemas['SocialNetworks'];
export type Education = Schemas['Education'];
export type EducationInput = Schemas['EducationInput'];
export type Certification = Schemas['Certification'];
export type CertificationInput = Schemas['CertificationInput'];
export type OfferingType = Schemas['OfferingType'];
export type DeliveryMode = Schemas['DeliveryMode'];
export type PriceUnit = Schemas['PriceUnit'];
export type CoachProduct = Schemas['CoachProduct'];
export type CoachProductInput = Schemas['CoachProductInput'];
export type AvailableSchedule = Schemas['AvailableSchedule'];
export type CoachProductPurchase = Schemas['CoachProductPurchase'];
export type CoachProductPurchaseCriteria = Schemas['CoachProductPurchaseCriteria'];
export type PurchaseStatus = Schemas['PurchaseStatus'];
export type PurchaseStatusTotal = Schemas['PurchaseStatusTotal'];
export type Option = Schemas['Option'];
export type Course = Schemas['Course'];
export type CourseModule = Schemas['CourseModule'];
export type NextModule = Schemas['NextModule'];
export type Award = Schemas['Award'];
export type Cohort = Schemas['Cohort'];
export type PaymentPlanOption = Schemas['PaymentPlanOption'];
export type EnrollmentApplication = Schemas['EnrollmentApplication'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type Payment = Schemas['Payment'];
export type PaymentReceipt = Schemas['PaymentReceipt'];
export type PaymentReceiptPayer = Schemas['PaymentReceiptPayer'];
export type PaymentReceiptInstallment = Schemas['PaymentReceiptInstallment'];
export type Transfer = Schemas['Transfer'];
export type CommunicationPreferences = Schemas['CommunicationPreferences'];
export type CoachingCircle = Schemas['CoachingCircle'];
export type CoachSubscription = Schemas['CoachSubscription'];
export type SubscriptionInvoice = Schemas['SubscriptionInvoice'];
export type CoachSession = Schemas['CoachSession'];
export type CoachSchedule = Schemas['CoachSchedule'];
export type AnalyticsEvent = Schemas['AnalyticsEvent'];
export type MailboxMessage = Schemas['MailboxMessage'];
export type SsoSignInRequest = Schemas['SsoSignInRequest'];
export type SsoLoginUrl = Schemas['SsoLoginUrl'];
export type SessionStatus = Schemas['SessionStatus'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type ChangeEmailRequest = Schemas['ChangeEmailRequest'];
export type EmailChange = Schemas['EmailChange'];
export type ChangeLanguageRequest = Schemas['ChangeLanguageRequest'];
export type CourseStatus = Schemas['CourseStatus'];
export type ModuleStatus = Schemas['ModuleStatus'];
export type BookmarkView = Schemas['BookmarkView'];
export type AwardKind = Schemas['AwardKind'];
export type AwardStatus = Schemas['AwardStatus'];
export type PaymentPlanStatus = Schemas['PaymentPlanStatus'];
export type FinancialStatus = Schemas['FinancialStatus'];
export type PaymentScheduleStatus = Schemas['PaymentScheduleStatus'];
export type CaptureMethod = Schemas['CaptureMethod'];
export type CardBrand = Schemas['CardBrand'];
/** Compiles only when `T` is `true`. */
type Assert<T extends true> = T;
// The card rules (@hci/payment-cards) name exactly the contract's brands: a brand added to one and
// not to the other fails the type check here.
type _CardBrandsAgree = Assert<
  [CardBrand, CardRulesBrand] extends [CardRulesBrand, CardBrand] ? true : false
>;
export type PaymentMethodInput = Schemas['PaymentMethodInput'];
export type PaymentMethodUpdate = Schemas['PaymentMethodUpdate'];
export type PaymentRequest = Schemas['PaymentRequest'];
export type PaymentType = Schemas['PaymentType'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type TransferStatus = Schemas['TransferStatus'];
export type ConfirmTransferRequest = Schemas['ConfirmTransferRequest'];
export type CohortSummary = Schemas['CohortSummary'];
export type Voucher = Schemas['Voucher'];
export type VoucherValidationRequest = Schemas['VoucherValidationRequest'];
export type PromoCode = Schemas['PromoCode'];
export type ApplicationStatus = Schemas['ApplicationStatus'];
export type EnrollmentApplicationInput = Schemas['EnrollmentApplicationInput'];
export type CommunicationTopic = Schemas['CommunicationTopic'];
export type CoachingCircleStatus = Schemas['CoachingCircleStatus'];
export type CoachingCircleMember = Schemas['CoachingCircleMember'];
export type CoachingCircleSession = Schemas['CoachingCircleSession'];
export type CircleSessionStatus = Schemas['CircleSessionStatus'];
export type SubscriptionStatus = Schemas['SubscriptionStatus'];
export type SubscriptionPlan = Schemas['SubscriptionPlan'];
export type CoachSubscriptionRequest = Schemas['CoachSubscriptionRequest'];
export type CustomerSummary = Schemas['CustomerSummary'];
export type CoachSessionStatus = Schemas['CoachSessionStatus'];
export type SessionOutcomeSetter = Schemas['SessionOutcomeSetter'];
export type CoachSessionInput = Schemas['CoachSessionInput'];
export type CoachScheduleInput = Schemas['CoachScheduleInput'];
export type AvailabilityWindow = Schemas['AvailabilityWindow'];
export type DayOfWeek = Schemas['DayOfWeek'];
export type DateOverride = Schemas['DateOverride'];
export type TimeRange = Schemas['TimeRange'];
export type TimeSlot = Schemas['TimeSlot'];
export type CoachSessionUpdate = Schemas['CoachSessionUpdate'];
export type SessionTimeRequest = Schemas['SessionTimeRequest'];
export type CoachProductPurchaseRequest = Schemas['CoachProductPurchaseRequest'];
export type PersonSummary = Schemas['PersonSummary'];
export type AnalyticsEventBatch = Schemas['AnalyticsEventBatch'];
