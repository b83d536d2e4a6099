// Mantine's theme variables are not a file here: MantineProvider writes all of them into the
// page (`deduplicateCssVariables={false}` in providers.tsx), which costs no download, where
// `default-css-variables.css` is about 4 KB gzip.
// Mantine's styles for what the first paint of /login, / and the signed-in frame shows, instead
// of all of `styles.css` (DESIGN §9's first-load budget; the whole sheet is about 38 KB gzip).
// Every other component's styles are in `lib/mantine-styles-later.ts`, loaded with the other
// screens and the header's menus. Order matters: the base layers first, then each component
// after the ones it is built from (Mantine's documented order). A component newly imported
// from @mantine/core needs its line here (if /, /login or the frame shows it) or in
// `lib/mantine-styles-later.ts`, or it renders unstyled.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
// Building blocks other components are made of.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
// The components of the first paint.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
// The Wall of Wow card's picture: `fit="cover"` needs it, or an uploaded photo is stretched.
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
