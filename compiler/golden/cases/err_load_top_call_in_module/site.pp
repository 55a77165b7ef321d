# A module file may hold only definitions at the top level.
include topmod
