"""The rules engine: pure Python, no I/O, no third-party imports."""

from .actions import Action, Event, IllegalAction
from .cards import CardDef, Character, Content, DrinkDef
from .game import Game

__all__ = ["Action", "CardDef", "Character", "Content", "DrinkDef", "Event", "Game", "IllegalAction"]
