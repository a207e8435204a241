/**
 * The light kit: plain React + one small style sheet, for the pages a buyer lands on first (the
 * shell's frame, home, product detail). They must paint fast on a phone, so they do not load antd
 * (about 440 kB gzip and its CSS-in-JS work at render). The props are a subset of antd's, so a
 * page moves between the two by its import line; pages with large forms and pickers keep antd.
 * The checkout pages (cart, payment, order detail) use it too, with native check boxes and radio
 * buttons, a confirm popover and a plain table. One file per component; the composite widgets
 * (tabs, segmented control, menu button, popover, confirm popover, carousel, number input,
 * pagination, modal dialog) follow the WAI-ARIA authoring practices, each with a unit
 * test of its keyboard behaviour (__tests__/). Text fields (`Input`, `Input.Search`, `Input.TextArea`)
 * are native inputs; Enter that ends a Chinese input composition is left to the input method. Colours come from ../tokens.ts, shared with antd.
 */
export { ensureLiteStyles, LITE_CSS, LITE_SHEET_ID } from '@mall/shared/ui/lite/styles';
export { toast, useToast, Toasts, type ToastKind } from './toast';
export { Picture, type PictureProps } from './image';
export { Button, type ButtonProps } from './button';
export { Spin } from './spin';
export { Typography } from './typography';
export { Space } from './space';
export { Row, Col } from './grid';
export { Card } from './card';
export { Tag } from './tag';
export { Alert } from './alert';
export { Empty } from './empty';
export { Result } from './result';
export { Skeleton } from './skeleton';
export { Breadcrumb } from './breadcrumb';
export { Badge } from './badge';
export { Rate } from './rate';
export { Tabs, type TabItem } from './tabs';
export { Descriptions } from './descriptions';
export { Segmented } from './segmented';
export { InputNumber } from './input-number';
export { Pagination } from './pagination';
export { NativeSelect } from './native-select';
export { MenuButton } from './menu-button';
export { Carousel } from './carousel';
export { Popover } from './popover';
export { List } from './list';
export { Input, type InputProps, type SearchProps, type TextAreaProps } from './input';
export { Checkbox } from './checkbox';
export { Radio } from './radio';
export { Popconfirm } from './popconfirm';
export { Table, type TableColumn } from './table';
export { VisuallyHidden } from './visually-hidden';
export { Steps } from './steps';
export { Field, type FieldControlProps } from './field';
export { Dialog } from './dialog';
export { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';
export { RadioButtons } from './radio-buttons';
export { NavTabs, type NavTab } from './nav-tabs';
export { isComposingKey } from './util';
