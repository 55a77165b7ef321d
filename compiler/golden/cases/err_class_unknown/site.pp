class known {}
include known
include nosuch::thing
