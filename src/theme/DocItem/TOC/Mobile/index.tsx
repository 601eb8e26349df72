// Replaced: on narrow screens the outline lives in the local nav bar
// (src/components/LocalNav, rendered by the DocItem/Content wrapper).
export default function DocItemTOCMobile(): null {
  return null;
}
