"""The built-in mechanics: what characters bring beyond plain cards, each one module plugged into the core.

Importing this package registers every built-in mechanic (``mechanic.register``), in the order below (the
order a table runs their hooks in, and the order the content loader lists their kinds in); the content
loader imports it, so built-in content finds them and saves naming their frames load. The core engine
never imports anything from here.
"""

# isort: off
from . import songs
from . import mockery
from . import gear
from . import moods
from . import potions
from . import tracks
from . import story
from . import reserve
from . import stable
# isort: on

__all__ = ["songs", "mockery", "gear", "moods", "potions", "tracks", "story", "reserve", "stable"]
