//! The Waldstein output.

use super::evaluation::dec;
use crate::dwz::numeric::round_half_away;
use crate::dwz::Tournament;
use serde::Serialize;

#[derive(Serialize)]
pub(super) struct WaldsteinPlayerOut<'a> {
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    points: f64,
    gelbfuss: f64,
    sonneborn_berger: f64,
    buchholz: f64,
    /// "rated", "hors_concours", "all_lost" or "no_games".
    status: &'static str,
    t: Option<f64>,
    quality: Option<f64>,
    rank_t: String,
    rank_points: String,
    rank_gelbfuss: String,
    rank_sonneborn_berger: String,
    rank_buchholz: String,
}

/// Waldstein's figures of a tournament as JSON (see the README).
#[derive(Serialize)]
pub struct WaldsteinOut<'a> {
    players: Vec<WaldsteinPlayerOut<'a>>,
    homogeneity: Option<f64>,
    /// The operations by hand (section 6): s_1..s_k of the doubled table, the stop k and s_k/S_k.
    operations: Vec<Vec<u128>>,
    stop: usize,
    t_by_hand: Vec<f64>,
    homogeneity_by_hand: Option<f64>,
}

/// [`WaldsteinOut`] of a tournament and its report.
pub fn waldstein_out<'a>(t: &'a Tournament, r: &crate::waldstein::Report) -> WaldsteinOut<'a> {
    use crate::waldstein::{roman, Status};
    let players = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| WaldsteinPlayerOut {
            id: &p.id,
            name: p.name.as_deref(),
            points: r.points[i],
            gelbfuss: r.gelbfuss[i],
            sonneborn_berger: r.sonneborn_berger[i],
            buchholz: r.buchholz[i],
            status: match r.status[i] {
                Status::Rated => "rated",
                Status::HorsConcours => "hors_concours",
                Status::AllLost => "all_lost",
                Status::NoGames => "no_games",
            },
            t: r.t[i].map(|x| round_half_away(x, 4)),
            quality: r.quality[i].map(|x| round_half_away(x, 3)),
            rank_t: roman(r.ranks_t[i]),
            rank_points: roman(r.ranks_points[i]),
            rank_gelbfuss: roman(r.ranks_gelbfuss[i]),
            rank_sonneborn_berger: roman(r.ranks_sonneborn_berger[i]),
            rank_buchholz: roman(r.ranks_buchholz[i]),
        })
        .collect();
    WaldsteinOut {
        players,
        homogeneity: dec(r.homogeneity, 2),
        operations: r.practical.operations.clone(),
        stop: r.practical.stop,
        t_by_hand: r.practical.t.clone(),
        homogeneity_by_hand: dec(r.practical.homogeneity, 2),
    }
}
