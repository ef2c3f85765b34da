export {
  createFormController,
  type FormController,
  type FormControllerOptions,
  type FormState,
  type FormStatus,
  type FormValue,
  type FormValues,
} from './form-controller';
export { readFieldErrors } from './server-errors';
