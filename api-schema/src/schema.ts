// Named types for the contract's schemas, so callers write `Student` instead of
// `components['schemas']['Student']`. Generated from openapi.yaml; never edit the generated file.
import type { components, paths } from './generated/openapi';

export type { components, paths, operations } from './generated/openapi';
export {
  activityCategoryValues,
  activitySourceValues,
  bookmarkViewValues,
  cardBrandValues,
  communicationChannelValues,
  communicationIntentStatusValues,
  deliveryModeValues,
  errorKeyValues,
  fileObjectValues,
  genderValues,
  languageValues,
  lookupTypeValues,
  offeringTypeValues,
  paymentTypeValues,
  priceUnitValues,
  purchaseStatusValues,
  roleNameValues,
} from './generated/openapi';

type Schemas = components['schemas'];

export type ApiPaths = keyof paths;
export type ErrorKey = Schemas['ErrorKey'];
export type ErrorBody = Schemas['ErrorBody'];
export type FieldError = Schemas['FieldError'];
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
export type Student = Schemas['Student'];
export type StudentUpdate = Schemas['StudentUpdate'];
export type AccountHistoryEvent = Schemas['AccountHistoryEvent'];
export type ActivityLogEntry = Schemas['ActivityLogEntry'];
export type ActivitySource = Schemas['ActivitySource'];
export type Envelope = Schemas['Envelope'];
export type EnvelopeStatus = Schemas['EnvelopeStatus'];
export type PaymentPlan = Schemas['PaymentPlan'];
export type PaymentPlanTerms = Schemas['PaymentPlanTerms'];
export type PaymentPlanDetail = Schemas['PaymentPlanDetail'];
export type PaymentScheduleRow = Schemas['PaymentScheduleRow'];
export type PaymentBreakdown = Schemas['PaymentBreakdown'];
export type CommunicationIntent = Schemas['CommunicationIntent'];
export type CommunicationIntentStatus = Schemas['CommunicationIntentStatus'];
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
export type Option = Schemas['Option'];
export type Course = Schemas['Course'];
export type CourseModule = Schemas['CourseModule'];
export type Award = Schemas['Award'];
export type Cohort = Schemas['Cohort'];
export type EnrollmentApplication = Schemas['EnrollmentApplication'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type Payment = Schemas['Payment'];
export type Transfer = Schemas['Transfer'];
export type CommunicationPreferences = Schemas['CommunicationPreferences'];
export type CoachingCircle = Schemas['CoachingCircle'];
export type CoachSubscription = Schemas['CoachSubscription'];
export type CoachSession = Schemas['CoachSession'];
export type CoachSchedule = Schemas['CoachSchedule'];
export type AnalyticsEvent = Schemas['AnalyticsEvent'];
export type MailboxMessage = Schemas['MailboxMessage'];
