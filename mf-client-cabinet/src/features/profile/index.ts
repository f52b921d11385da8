export { ProfilePage } from './profile-page';
export { BirthDateInput } from './birth-date-input';
export { CountrySelect } from './country-select';
