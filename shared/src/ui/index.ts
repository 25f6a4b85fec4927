/**
 * The shop's design system. Tokens live in `shared/ui/tokens.css` (loaded once by the host);
 * components style themselves with the tokens only.
 */
export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
export {
  TextField,
  TextAreaField,
  SelectField,
  CheckboxField,
  RadioGroup,
  type TextFieldProps,
  type SelectOption,
  type RadioOption,
} from './components/fields';
export {
  Container,
  Card,
  Stack,
  Alert,
  Badge,
  Spinner,
  Skeleton,
  VisuallyHidden,
  Price,
  PageTitle,
  Dialog,
  type AlertTone,
} from './components/surfaces';
export { ProgressSteps, type ProgressStepsProps } from './components/progress-steps';
export { QuantityStepper, type QuantityStepperProps } from './components/quantity-stepper';
export { ErrorSummary, type ErrorSummaryProps } from './components/error-summary';
export { LoadError, PageSkeleton } from './components/load-error';
export { useHydrated } from './hydrated';
