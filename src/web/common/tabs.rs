//! One tab list for both pages (the calculators, the tournament page's views): a WAI-ARIA
//! tablist in which the arrow keys move to the neighbouring tab (wrapping round), Home to the
//! first and End to the last; the selected tab is the only one in the tab order.

/// The tab a key moves to from tab `at` of `n` (`None`: the key is not the tab list's).
///
/// ```
/// use wertung::web::common::tabs::step;
/// assert_eq!(step("ArrowRight", 3, 4), Some(0));
/// assert_eq!(step("ArrowLeft", 0, 4), Some(3));
/// assert_eq!((step("Home", 2, 4), step("End", 0, 4)), (Some(0), Some(3)));
/// assert_eq!(step("Enter", 1, 4), None);
/// ```
pub fn step(key: &str, at: usize, n: usize) -> Option<usize> {
    if n == 0 {
        return None;
    }
    match key {
        "ArrowRight" => Some((at + 1) % n),
        "ArrowLeft" => Some((at + n - 1) % n),
        "Home" => Some(0),
        "End" => Some(n - 1),
        _ => None,
    }
}

#[cfg(feature = "web")]
pub use component::TabList;

#[cfg(feature = "web")]
mod component {
    use super::step;
    use crate::web::common::browser::focus;
    use leptos::prelude::*;

    /// The tab list: one `<button role="tab">` per item, labelled by `label`, with the id
    /// `tab_id(item)`, controlling the panel `controls`. `current` is the selected item;
    /// `select` is called with the item a click or key chose (the focus then moves to its tab).
    #[component]
    pub fn TabList<T, L, IV>(
        /// Every tab, in order.
        items: Vec<T>,
        /// The selected tab.
        #[prop(into)]
        current: Signal<T>,
        /// Called with the tab chosen by a click or a key.
        select: Callback<T>,
        /// The id of a tab's button.
        tab_id: fn(T) -> String,
        /// A tab's label.
        label: L,
        /// The id of the panel the tabs control.
        controls: &'static str,
        /// The tab list's accessible name.
        #[prop(into)]
        aria_label: Signal<&'static str>,
        /// Extra classes beside `tabs`.
        #[prop(optional)]
        class: &'static str,
    ) -> impl IntoView
    where
        T: Copy + PartialEq + Send + Sync + 'static,
        L: Fn(T) -> IV + Copy + Send + Sync + 'static,
        IV: IntoView + 'static,
    {
        let keys = items.clone();
        let on_key = move |ev: leptos::ev::KeyboardEvent| {
            let at = keys
                .iter()
                .position(|t| *t == current.get_untracked())
                .unwrap_or(0);
            if let Some(to) = step(&ev.key(), at, keys.len()) {
                ev.prevent_default();
                select.run(keys[to]);
                focus(tab_id(keys[to]));
            }
        };
        let class = if class.is_empty() {
            "tabs".to_string()
        } else {
            format!("tabs {class}")
        };
        view! {
            <div class=class role="tablist" aria-label=aria_label on:keydown=on_key>
                {items.into_iter().map(|t| view! {
                    <button type="button" role="tab" id=tab_id(t) aria-controls=controls
                        aria-selected=move || (current.get() == t).to_string()
                        tabindex=move || if current.get() == t { "0" } else { "-1" }
                        on:click=move |_| select.run(t)>
                        {label(t)}
                    </button>
                }).collect_view()}
            </div>
        }
    }
}
