# Resources carry their classes' names as tags, so collectors can select by class.
class app::web { @notify { 'web note': } }
class app::db  { @notify { 'db note': } }
class other    { @notify { 'other note': } }
include app::web, app::db, other
Notify <| tag == 'app' |>
Notify <| tag == 'other' and title == 'nope' |>
