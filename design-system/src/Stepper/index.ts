export {
  Stepper,
  stepStatus,
  type StepStatus,
  type StepperProps,
  type StepperStep,
} from './Stepper';
