# Two misplaced definitions in one file: each is logged, then 'Language validation logged 2 errors'.
include app::x
