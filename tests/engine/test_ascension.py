"""<Ascension> (cr-en/16-43): the card text it is read from, and what is refused."""

import pytest

from judgeapp.engine.dcg import effects as fx
from judgeapp.engine.dcg.cardtext import parse_text
from judgeapp.engine.errors import CardTextError


def test_ascension_is_an_optional_trigger_on_deletion():
    (effect,) = parse_text("<Ascension>")
    assert (effect.timing, effect.type, effect.keyword) == (fx.ON_DELETION, fx.TRIGGER,
                                                             "ascension")
    assert effect.clauses[0].form == "may"


def test_an_inherited_ascension_is_refused_naming_the_open_point():
    with pytest.raises(CardTextError) as err:
        parse_text("<Ascension>", inherited=True)
    assert "(ascension)" in str(err.value) and "inherited" in str(err.value)
