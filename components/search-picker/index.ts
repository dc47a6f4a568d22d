export { SearchPicker, type SearchPickerProps, type SearchPickerItem } from "./search-picker";
