import './form.css';

export { FieldShell, describedBy, type FieldShellProps } from './field-shell';
export { TextField, type TextFieldProps } from './text-field';
export { TextArea, type TextAreaProps } from './text-area';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';
export { ConsentField, type ConsentFieldProps } from './consent-field';
export { HoneypotField, type HoneypotFieldProps } from './honeypot-field';
export { FormStatus, type FormStatusProps } from './form-status';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './error-summary';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { FormFeedback, type FormFeedbackProps } from './form-feedback';
export { FormSuccess, type FormSuccessProps } from './form-success';
export { useFormSubmit } from './use-form-submit';
export { useConsent } from './use-consent';
export { ContactFields, type ContactFieldsProps } from './contact-fields';
export { FormFooter, type FormFooterProps, type FormFooterTexts } from './form-footer';
