//! The Stellgrößen (Anhang 1.2.1) on the page, defined once: for each its key in the URL, its
//! field id and its label ([`PARAMS`]), and their text as typed ([`ParamText`]). Their defaults
//! and limits are the core's ([`Parameters`]).

use crate::dwz::numeric::show;
use crate::dwz::Parameters;
use crate::i18n::{FormWords, Lang};
use crate::input::Param;

/// A Stellgröße on the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParamField {
    /// The Stellgröße.
    pub param: Param,
    /// Its key in the URL (`pt` for t: `t` is the calculator). Links players shared carry these:
    /// never change one.
    pub key: &'static str,
    /// Its field id on the page and in the error map.
    pub id: &'static str,
    /// Its label on the page.
    pub label: FormWords,
}

const fn field(param: Param, key: &'static str, id: &'static str, label: FormWords) -> ParamField {
    ParamField {
        param,
        key,
        id,
        label,
    }
}

/// Every Stellgröße on the page, in the order of [`Param::ALL`].
pub const PARAMS: [ParamField; 6] = [
    field(Param::R, "r", "param-r", FormWords::ParamR),
    field(Param::T, "pt", "param-t", FormWords::ParamT),
    field(Param::U, "u", "param-u", FormWords::ParamU),
    field(Param::A1, "a1", "param-a1", FormWords::ParamA1),
    field(Param::A2, "a2", "param-a2", FormWords::ParamA2),
    field(Param::KMax, "kmax", "param-k_max", FormWords::ParamKMax),
];

/// A Stellgröße's place in [`PARAMS`] and [`ParamText`].
fn slot(p: Param) -> usize {
    p as usize
}

/// The page's entry of a Stellgröße.
pub fn param_field(p: Param) -> &'static ParamField {
    &PARAMS[slot(p)]
}

/// The core's default of a Stellgröße as the page shows it, with the language's decimal mark.
///
/// ```
/// use wertung::input::Param;
/// use wertung::i18n::Lang;
/// use wertung::web::calc::params::default_text;
/// assert_eq!(default_text(Lang::De, Param::R), "0,08");
/// assert_eq!(default_text(Lang::En, Param::R), "0.08");
/// assert_eq!(default_text(Lang::De, Param::U), "800");
/// ```
pub fn default_text(l: Lang, p: Param) -> String {
    let text = show(Parameters::default().get(p));
    match l {
        Lang::De => text.replace('.', ","),
        Lang::En => text,
    }
}

/// The Stellgrößen as typed (empty: the default), in the order of [`Param::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ParamText<S = String>([S; 6]);

impl<S> ParamText<S> {
    /// The text of a Stellgröße.
    pub fn get(&self, p: Param) -> &S {
        &self.0[slot(p)]
    }

    /// The text of a Stellgröße, to change it.
    pub fn get_mut(&mut self, p: Param) -> &mut S {
        &mut self.0[slot(p)]
    }

    /// The same texts, each `text(Stellgröße, its text)`.
    pub fn map<T>(&self, mut text: impl FnMut(Param, &S) -> T) -> ParamText<T> {
        ParamText(std::array::from_fn(|k| text(Param::ALL[k], &self.0[k])))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_follows_the_core_s_order() {
        for (k, p) in Param::ALL.into_iter().enumerate() {
            assert_eq!((PARAMS[k].param, slot(p)), (p, k));
        }
        let core: Vec<Param> = Parameters::default().fields().map(|f| f.0).to_vec();
        assert_eq!(core, Param::ALL);
    }

    #[test]
    fn the_defaults_shown_are_the_core_s() {
        let shown: Vec<String> = Param::ALL
            .into_iter()
            .map(|p| default_text(Lang::De, p))
            .collect();
        assert_eq!(shown, ["0,08", "30", "800", "4", "4", "80"]);
    }
}
