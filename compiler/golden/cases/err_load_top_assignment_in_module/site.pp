# A module file may hold only definitions at the top level (an assignment is located at '=').
include topmod
