export { FormWrapper, type FormWrapperProps } from "./components/form-wrapper";
export { FormEndpointProvider, useFormEndpoint } from "./form-endpoint";
export { DEFAULT_THANK_YOU_PATH } from "./submission";
