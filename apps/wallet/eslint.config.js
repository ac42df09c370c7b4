export { default } from '@agentry/eslint-config'
