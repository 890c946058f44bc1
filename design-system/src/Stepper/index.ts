export { Stepper, type StepperProps, type StepperStep } from './Stepper';
export { stepStatus, type StepStatus } from './stepStatus';
