"""Words of the cheating mode at the table: the call-out button, the sign of your own cheat, the
messages when a cheat is caught or a call was wrong."""

from .message import M, Message

MESSAGES: tuple[Message, ...] = (
    M("cheatui.button.call", "Call out!"),
    M("cheatui.sign", "Psst… did anybody see?"),
    M("cheatui.caught", "{caller}: Cheat! {why} The move is taken back."),
    M("cheatui.why.extra_draw", "A card too many was taken from the stock."),
    M("cheatui.why.bad_beat", "{c} does not beat {t}."),
    M("cheatui.why.bad_rank", "{cards}: that rank could not be played."),
    M("cheatui.why.over_limit", "More cards than the defender may face."),
    M("cheatui.why.bad_transfer", "{cards}: not a card to pass the attack on with."),
    M("cheatui.why.other", "That move broke the rules."),
    M("cheatui.wrong", "{caller}: Cheat! — Wrong call: there was no cheat."),
    M("cheatui.hover.call", "Click: call {name} out"),
    M("cheatui.hover.draw", "Click: draw a card in secret"),
    M("cheatui.moment", "Call out? C: a cheat! Enter: accept the result ({seconds})"),
    M("cheatui.button.accept", "Accept"),
    M("cheatui.status.you", "{result} Call out a cheat, or accept the result."),
    M("cheatui.status.other", "{result} {name} may still call out a cheat."),
    M("cheatui.spent", "(You have cheated once this bout already.)"),
)
